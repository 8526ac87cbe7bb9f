import { MOBILE_PATTERN } from '@supportal/contract';
import { Card, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { registrationMessages as messages } from '../messages';

const { fields } = messages;

/**
 * 联系人: the one person the review talks to. Its mobile receives the code, the result and a correction
 * link; once verified (correction) it cannot change.
 */
export function RegistrationContactSection({
  mobileFixed = false,
  className,
  children,
}: {
  mobileFixed?: boolean;
  className?: string | undefined;
  /** What follows the mobile (the code row while registering). */
  children?: ReactNode;
}) {
  return (
    <Card size="small" title={messages.sections.contact} className={className}>
      <Form.Item
        name={['contact', 'name']}
        label={fields.contactName}
        rules={[{ required: true, whitespace: true, message: messages.required(fields.contactName) }]}
      >
        <Input maxLength={50} autoComplete="name" />
      </Form.Item>
      <Form.Item name={['contact', 'position']} label={fields.position}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name={['contact', 'mobile']}
        label={fields.mobile}
        extra={mobileFixed ? messages.mobileFixedHint : undefined}
        rules={[
          { required: true, message: messages.required(fields.mobile) },
          { pattern: MOBILE_PATTERN, message: messages.mobileInvalid },
        ]}
      >
        <Input maxLength={11} inputMode="numeric" autoComplete="tel" disabled={mobileFixed} />
      </Form.Item>
      <Form.Item
        name={['contact', 'email']}
        label={fields.email}
        rules={[{ type: 'email', message: messages.emailInvalid }]}
      >
        <Input maxLength={100} autoComplete="email" />
      </Form.Item>
      {children}
    </Card>
  );
}
