import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useSupplierOptions, type TSupplierOption } from '../api/query-supplier-options';
import { blacklistMessages as messages } from '../messages';
import { BlacklistWarning } from './blacklist-warning';

const SEARCH_DELAY_MS = 300;

export type TSupplierSelectProps = {
  value?: string | undefined;
  onChange?: (value: string | undefined) => void;
  /** The supplier picked (its name and credit code too), or undefined when cleared. */
  onPick?: (supplier: TSupplierOption | undefined) => void;
  initialOption?: { value: string; label: string; name: string } | undefined;
  id?: string;
  allowClear?: boolean;
  placeholder?: string;
};

/**
 * A supplier chosen by typing part of its name or code (the server finds at most 20), with the warning
 * when it is under a black-list now: 负面行为录入 and the candidates of a result notice pick with it.
 */
export function SupplierSelect({
  value,
  onChange,
  onPick,
  initialOption,
  id,
  allowClear = false,
  placeholder = messages.placeholders.supplier,
}: TSupplierSelectProps) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const suppliers = useSupplierOptions(keyword);
  const options = (suppliers.data ?? []).map((supplier) => ({
    value: supplier.supplierCode,
    label: `${supplier.supplierName}（${supplier.supplierCode}）`,
  }));
  if (initialOption && !options.some((option) => option.value === initialOption.value)) {
    options.unshift(initialOption);
  }
  // The chosen supplier's name, kept once picked (the options change as the user types again).
  const [chosenName, setChosenName] = useState(initialOption?.name);
  return (
    <>
      <Select
        id={id}
        value={value}
        allowClear={allowClear}
        onChange={(code: string | undefined) => {
          const supplier = suppliers.data?.find((option) => option.supplierCode === code);
          setChosenName(
            supplier?.supplierName ??
              (initialOption && code === initialOption.value ? initialOption.name : undefined),
          );
          onChange?.(code);
          if (code === undefined) onPick?.(undefined);
          else if (supplier) onPick?.(supplier);
        }}
        options={options}
        placeholder={placeholder}
        showSearch={{ filterOption: false, onSearch: setTyped }}
        loading={suppliers.isFetching}
        notFoundContent={suppliers.isFetching ? undefined : messages.noSupplier}
      />
      {value ? <BlacklistWarning supplierName={chosenName} /> : null}
    </>
  );
}
