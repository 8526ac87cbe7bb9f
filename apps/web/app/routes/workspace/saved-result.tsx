import { Button, Result } from 'antd';
import { ButtonLink } from '../../components/widgets/button-link';
import { paths } from '../../config/paths';

type TSavedResultProps = {
  title: string;
  text: string;
  workBenchLabel: string;
  againLabel: string;
  onAgain: () => void;
};

/** After a business form was saved or submitted: what happened, the way to 我的待办, or another one. */
export function SavedResult({ title, text, workBenchLabel, againLabel, onAgain }: TSavedResultProps) {
  return (
    <Result
      status="success"
      title={title}
      subTitle={text}
      extra={[
        <ButtonLink key="work-bench" to={paths.workBench.getHref()}>
          {workBenchLabel}
        </ButtonLink>,
        <Button key="again" onClick={onAgain}>
          {againLabel}
        </Button>,
      ]}
    />
  );
}
