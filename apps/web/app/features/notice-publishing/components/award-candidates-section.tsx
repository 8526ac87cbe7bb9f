import { AWARD_CANDIDATES_MAX, isValidUscc } from '@supportal/contract';
import { Button, Checkbox, Form, Input, InputNumber } from 'antd';
import type { ComponentType } from 'react';
import type { TAwardCandidateRow } from '../lib/notice-draft-values';
import { noticeConsoleMessages } from '../messages';
import styles from './notice-console.module.css';

const messages = noticeConsoleMessages.awards;

/** Not negative, at most two decimals (the server checks the same). */
const BID_AMOUNT_PATTERN = /^\d{1,16}(\.\d{1,2})?$/;

/** A supplier picked from the supplier list: what a row takes from it. */
export type TPickedSupplier = { supplierCode: string; supplierName: string; uscc: string | null };

/**
 * The supplier list's picker, given by the page (the supplier list and its black-list warning belong
 * to another feature): its value is the picked supplier's code.
 */
export type TCandidateSupplierPicker = ComponentType<{
  value?: string | undefined;
  onPick: (supplier: TPickedSupplier | undefined) => void;
  initialOption?: { value: string; label: string; name: string } | undefined;
  id?: string;
}>;

const usccRule = {
  validator: async (_rule: unknown, value: string | undefined) => {
    if (value && !isValidUscc(value.trim().toUpperCase())) throw new Error(messages.usccInvalid);
  },
};

function CandidateRow({
  name,
  withWinners,
  Picker,
  onRemove,
}: {
  name: number;
  withWinners: boolean;
  Picker: TCandidateSupplierPicker | undefined;
  onRemove: () => void;
}) {
  const form = Form.useFormInstance();
  const path = (field: keyof TAwardCandidateRow) => ['awardCandidates', name, field];
  const picked = Form.useWatch(path('supplierCode'), form) as string | undefined;
  const savedName = form.getFieldValue(path('supplierName')) as string | undefined;
  const onPick = (supplier: TPickedSupplier | undefined) => {
    form.setFieldValue(path('supplierCode'), supplier?.supplierCode);
    if (!supplier) return;
    form.setFieldValue(path('supplierName'), supplier.supplierName);
    if (supplier.uscc) form.setFieldValue(path('uscc'), supplier.uscc);
    void form.validateFields([path('supplierName'), path('uscc')]).catch(() => undefined);
  };
  return (
    <div className={styles.candidateRow} data-testid="award-candidate-row">
      {Picker ? (
        <Form.Item name={[name, 'supplierCode']} label={messages.pick} className={styles.candidatePick}>
          <Picker
            onPick={onPick}
            initialOption={
              picked && savedName
                ? { value: picked, label: `${savedName}（${picked}）`, name: savedName }
                : undefined
            }
          />
        </Form.Item>
      ) : null}
      <Form.Item
        name={[name, 'supplierName']}
        label={messages.supplierName}
        rules={[{ required: true, whitespace: true, message: messages.required.supplierName }]}
      >
        <Input maxLength={200} disabled={Boolean(picked)} />
      </Form.Item>
      <Form.Item
        name={[name, 'uscc']}
        label={messages.uscc}
        normalize={(value: string) => value.toUpperCase()}
        rules={[{ required: true, whitespace: true, message: messages.required.uscc }, usccRule]}
      >
        <Input maxLength={18} placeholder={messages.usccPlaceholder} />
      </Form.Item>
      <Form.Item
        name={[name, 'rank']}
        label={messages.rank}
        rules={[{ required: true, message: messages.required.rank }]}
      >
        <InputNumber min={1} max={AWARD_CANDIDATES_MAX} precision={0} className={styles.full} />
      </Form.Item>
      <Form.Item
        name={[name, 'bidAmount']}
        label={messages.bidAmount}
        rules={[
          { required: true, whitespace: true, message: messages.required.bidAmount },
          { pattern: BID_AMOUNT_PATTERN, message: messages.amountInvalid },
        ]}
      >
        <Input inputMode="decimal" />
      </Form.Item>
      {withWinners ? (
        <Form.Item name={[name, 'isWinner']} label={messages.isWinner} valuePropName="checked">
          <Checkbox>{messages.winnerMark}</Checkbox>
        </Form.Item>
      ) : null}
      <Button className={styles.candidateRemove} onClick={onRemove}>
        {messages.remove}
      </Button>
    </div>
  );
}

/**
 * 中标候选人 (and, for result notices, which of them won) of a result notice: one row per supplier,
 * picked from the supplier list or typed with its credit code, its rank and bid in yuan. The server
 * checks the same (check digit, ranks once each, a winner on a result) and names any row it refuses.
 */
export function AwardCandidatesSection({
  withWinners,
  supplierPicker,
}: {
  withWinners: boolean;
  supplierPicker: TCandidateSupplierPicker | undefined;
}) {
  return (
    <Form.List name="awardCandidates">
      {(rows, { add, remove }, { errors }) => (
        <fieldset className={styles.fieldset}>
          <legend>{messages.legend(withWinners)}</legend>
          <p className={styles.sectionHint}>{messages.hint}</p>
          {rows.map((row) => (
            <CandidateRow
              key={row.key}
              name={row.name}
              withWinners={withWinners}
              Picker={supplierPicker}
              onRemove={() => remove(row.name)}
            />
          ))}
          <Form.ErrorList errors={errors} />
          {rows.length < AWARD_CANDIDATES_MAX ? (
            <Button type="dashed" onClick={() => add({ rank: rows.length + 1, isWinner: false })}>
              {messages.add}
            </Button>
          ) : null}
        </fieldset>
      )}
    </Form.List>
  );
}
