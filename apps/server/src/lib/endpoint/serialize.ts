import { RESULT_STAT, SUCCESS_MESSAGE, type TSuccessEnvelope } from '@supportal/contract';

const envelopes = new WeakMap<object, TSuccessEnvelope<unknown>>();
/**
 * The success envelope of `data`; the same object for the same (cached) data, so the production
 * serializer can reuse its JSON text (see serializeOnce).
 */
export const successEnvelopeOf = (data: unknown): TSuccessEnvelope<unknown> => {
  const envelope: TSuccessEnvelope<unknown> = {
    resultStat: RESULT_STAT.success,
    resultMsg: SUCCESS_MESSAGE,
    data,
  };
  if (typeof data !== 'object' || data === null) return envelope;
  const known = envelopes.get(data);
  if (known) return known;
  envelopes.set(data, envelope);
  return envelope;
};

const serializedJson = new WeakMap<object, string>();
/** JSON.stringify that remembers the text of objects it has seen (cached answers are sent again and again). */
export const serializeOnce = (payload: unknown): string => {
  if (typeof payload !== 'object' || payload === null) return JSON.stringify(payload);
  const known = serializedJson.get(payload);
  if (known !== undefined) return known;
  const json = JSON.stringify(payload);
  serializedJson.set(payload, json);
  return json;
};
