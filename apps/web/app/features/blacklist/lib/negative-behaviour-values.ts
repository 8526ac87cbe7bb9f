import {
  DATE_FORMAT,
  RESTRICTED_AREAS,
  type TBlacklistSeverityCode,
  type TNegativeBehaviour,
  type TNegativeBehaviourFields,
  type TRestrictedAreaName,
} from '@supportal/contract';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../../../lib/dayjs';

/** What the form holds: the region as a province and, for 本地市范围, a city of it. */
export type TNegativeBehaviourFormValues = {
  supplierCode: string;
  matterDescription: string;
  reasonName: string;
  severity: TBlacklistSeverityCode;
  restrictedAreaName: TRestrictedAreaName;
  provinceCode?: string;
  cityCode?: string;
  effectTime: Dayjs;
  invalidTime?: Dayjs | null;
};

/** The form field that holds the region of a 黑名单类型: none nationwide, a province, or a city. */
export const regionFieldOf = (
  restrictedAreaName: TRestrictedAreaName | undefined,
): 'provinceCode' | 'cityCode' | null => {
  const level = RESTRICTED_AREAS.find((area) => area.name === restrictedAreaName)?.regionLevel ?? null;
  if (level === 1) return 'provinceCode';
  if (level === 2) return 'cityCode';
  return null;
};

/** GB/T 2260: a city code starts with the two digits of its province ('320100' → '320000'). */
export const provinceCodeOfCity = (cityCode: string): string => `${cityCode.slice(0, 2)}0000`;

/** The wire fields of a filled-in form: regionCode is the field the type asks for, dates YYYY-MM-DD. */
export const toNegativeBehaviourFields = (values: TNegativeBehaviourFormValues): TNegativeBehaviourFields => {
  const regionField = regionFieldOf(values.restrictedAreaName);
  return {
    supplierCode: values.supplierCode,
    matterDescription: values.matterDescription.trim(),
    reasonName: values.reasonName.trim(),
    severity: values.severity,
    restrictedAreaName: values.restrictedAreaName,
    regionCode: regionField ? values[regionField] : undefined,
    effectTime: values.effectTime.format(DATE_FORMAT),
    invalidTime: values.invalidTime ? values.invalidTime.format(DATE_FORMAT) : undefined,
  };
};

/** A recorded negative behaviour as the form's starting values (edit mode). */
export const toNegativeBehaviourFormValues = (record: TNegativeBehaviour): TNegativeBehaviourFormValues => {
  const restrictedAreaName = record.restrictedAreaName as TRestrictedAreaName;
  const regionField = regionFieldOf(restrictedAreaName);
  const region = record.regionCode ?? undefined;
  return {
    supplierCode: record.supplierCode,
    matterDescription: record.matterDescription,
    reasonName: record.reasonName,
    severity: record.severity as TBlacklistSeverityCode,
    restrictedAreaName,
    provinceCode:
      region && regionField === 'cityCode'
        ? provinceCodeOfCity(region)
        : region && regionField
          ? region
          : undefined,
    cityCode: regionField === 'cityCode' ? region : undefined,
    effectTime: dayjs(record.effectTime.slice(0, 10)),
    invalidTime: record.invalidTime ? dayjs(record.invalidTime.slice(0, 10)) : null,
  };
};
