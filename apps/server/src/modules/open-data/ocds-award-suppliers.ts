import {
  AWARD_CURRENCY,
  OCDS_USCC_SCHEME,
  WINNER_NOTICE_TYPES,
  type TOcdsRelease,
} from '@supportal/contract';
import type { TStoredAwardCandidate } from '../../db/schema/index.js';

type TParty = TOcdsRelease['parties'][number];

/** A supplier's id in a release: its credit code under the CN-USCC scheme, unique and stable. */
const partyIdOf = (candidate: TStoredAwardCandidate) => `${OCDS_USCC_SCHEME}-${candidate.uscc}`;

const referenceOf = (candidate: TStoredAwardCandidate) => ({
  id: partyIdOf(candidate),
  name: candidate.supplierName,
});

/**
 * The suppliers an award names. A result notice (33, 45) names its winners; candidate publicity (8)
 * is an award still pending, proposed to the first-ranked candidate, whom a state-funded tender must
 * award unless that candidate drops out (招标投标法实施条例 第五十五条).
 */
const awardedOf = (purchaseNoticeType: string, candidates: readonly TStoredAwardCandidate[]) =>
  WINNER_NOTICE_TYPES.includes(purchaseNoticeType)
    ? candidates.filter((candidate) => candidate.isWinner)
    : candidates.filter((candidate) => candidate.rank === Math.min(...candidates.map((c) => c.rank)));

/** Yuan amounts as numeric text ("1250000.50") added up exactly, in fen, then back to yuan. */
const sumOfYuan = (amounts: readonly string[]): number => {
  const fen = amounts.reduce((total, amount) => {
    const [whole = '0', fraction = ''] = amount.split('.');
    return total + BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  }, 0n);
  return Number(fen) / 100;
};

/**
 * What the candidates of a result notice add to its release: every candidate is a tenderer
 * (tender.tenderers, party role tenderer), those awarded are the award's suppliers (role supplier)
 * and their bids its value. Core OCDS 1.1 has no place for each candidate's own bid (the bids
 * extension would hold it): only the awarded bids are published, as the award's value. A notice
 * without candidates adds nothing.
 */
export const awardSuppliersOf = (
  purchaseNoticeType: string,
  candidates: readonly TStoredAwardCandidate[],
): {
  parties: TParty[];
  tenderers?: TOcdsRelease['tender']['tenderers'];
  award: { suppliers?: { id: string; name: string }[]; value?: { amount: number; currency: string } };
} => {
  if (candidates.length === 0) return { parties: [], award: {} };
  const ranked = [...candidates].sort((a, b) => a.rank - b.rank);
  const awarded = awardedOf(purchaseNoticeType, ranked);
  const awardedIds = new Set(awarded.map(partyIdOf));
  return {
    parties: ranked.map((candidate) => ({
      ...referenceOf(candidate),
      identifier: { scheme: OCDS_USCC_SCHEME, id: candidate.uscc, legalName: candidate.supplierName },
      roles: awardedIds.has(partyIdOf(candidate)) ? ['tenderer', 'supplier'] : ['tenderer'],
    })),
    tenderers: ranked.map(referenceOf),
    award:
      awarded.length === 0
        ? {}
        : {
            suppliers: awarded.map(referenceOf),
            value: {
              amount: sumOfYuan(awarded.map((candidate) => candidate.bidAmount)),
              currency: AWARD_CURRENCY,
            },
          },
  };
};
