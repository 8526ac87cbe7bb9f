import { DATE_FORMAT, type TDemandCollection, type TDemandCollectionFields } from '@supportal/contract';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../../../lib/dayjs';

export type TDemandLineValues = {
  itemName: string;
  specification?: string | null;
  unit: string;
  quantity: number;
  unitPrice: number;
};

export type TDemandFormValues = {
  demandTitle: string;
  neededBy: Dayjs;
  items: TDemandLineValues[];
  remark?: string | null;
};

const textOrUndefined = (value: string | null | undefined) => value?.trim() || undefined;

/** The wire fields of a filled-in demand form. */
export const toDemandFields = (values: TDemandFormValues): TDemandCollectionFields => ({
  demandTitle: values.demandTitle.trim(),
  neededBy: values.neededBy.format(DATE_FORMAT),
  items: values.items.map((line) => ({
    itemName: line.itemName.trim(),
    specification: textOrUndefined(line.specification),
    unit: line.unit.trim(),
    quantity: line.quantity,
    unitPrice: line.unitPrice,
  })),
  remark: textOrUndefined(values.remark),
});

/** A saved demand as the form's starting values (edit mode). */
export const toDemandFormValues = (demand: TDemandCollection): TDemandFormValues => ({
  demandTitle: demand.demandTitle,
  neededBy: dayjs(demand.neededBy.slice(0, 10)),
  items: demand.items.map((line) => ({ ...line })),
  remark: demand.remark,
});
