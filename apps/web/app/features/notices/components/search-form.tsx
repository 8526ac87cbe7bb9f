import { SearchOutlined } from '@ant-design/icons';
import {
  FULL_TEXT_QUERY_MAX_LENGTH,
  FULL_TEXT_SCOPES,
  fullTextQueryProblem,
  type TFullTextScope,
} from '@supportal/contract';
import { App, Button, Input, Select } from 'antd';
import { useId, useState } from 'react';
import { searchMessages } from '../search-messages';
import styles from './search.module.css';

type TSearchFormProps = {
  keyword: string;
  scope: TFullTextScope;
  /** Called with the trimmed keyword, once the contract accepts it, and the chosen scope. */
  onSearch: (keyword: string, scope: TFullTextScope) => void;
  /** Clears keyword, scope and type. */
  onReset: () => void;
};

const SCOPE_OPTIONS = FULL_TEXT_SCOPES.map((scope) => ({
  value: scope,
  label: searchMessages.scopes[scope],
}));

/**
 * The search page's scope selector and keyword box: a blank keyword only warns (请输入搜索内容), as
 * does one the server would refuse (too long, too many words).
 */
export function SearchForm({ keyword, scope, onSearch, onReset }: TSearchFormProps) {
  const { message } = App.useApp();
  const [text, setText] = useState(keyword);
  const [chosenScope, setChosenScope] = useState(scope);
  const inputId = useId();

  return (
    <form
      className={styles.form}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = fullTextQueryProblem(text);
        if (problem) void message.warning(problem);
        else onSearch(text.trim(), chosenScope);
      }}
    >
      <label className={styles.formLabel} htmlFor={inputId}>
        {searchMessages.pageKeywordLabel}
      </label>
      <Select
        aria-label={searchMessages.scopeLabel}
        className={styles.scope}
        value={chosenScope}
        onChange={setChosenScope}
        options={SCOPE_OPTIONS}
      />
      <Input
        id={inputId}
        className={styles.keyword}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={searchMessages.keywordPlaceholder}
        maxLength={FULL_TEXT_QUERY_MAX_LENGTH}
        allowClear
      />
      <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
        {searchMessages.submit}
      </Button>
      <Button
        onClick={() => {
          setText('');
          setChosenScope('all');
          onReset();
        }}
      >
        {searchMessages.reset}
      </Button>
    </form>
  );
}
