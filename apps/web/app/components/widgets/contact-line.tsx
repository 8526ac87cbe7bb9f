import { ClockCircleOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { TFooterContactLine } from '../../config/footer-contacts';

const contactValue = (line: TFooterContactLine) => {
  if (line.kind === 'phone') return <a href={`tel:${line.value.replaceAll('-', '')}`}>{line.value}</a>;
  if (line.kind === 'mail') return <a href={`mailto:${line.value}`}>{line.value}</a>;
  return line.value;
};

const contactIcon = (line: TFooterContactLine) => {
  if (line.kind === 'phone') return <PhoneOutlined aria-hidden />;
  if (line.kind === 'mail') return <MailOutlined aria-hidden />;
  return <ClockCircleOutlined aria-hidden />;
};

/** One contact line (footer, complaint page): icon, 'label：' and the value, phones and mail as links. */
export function ContactLine({ line, labelClassName }: { line: TFooterContactLine; labelClassName?: string }) {
  return (
    <>
      {contactIcon(line)}
      <span className={labelClassName}>{line.label}：</span>
      {contactValue(line)}
    </>
  );
}
