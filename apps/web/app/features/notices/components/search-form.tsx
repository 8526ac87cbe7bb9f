import { SearchOutlined } from '@ant-design/icons';
import { MAX_KEYWORD_LENGTH } from '@supportal/contract';
import { App, Button, Input } from 'antd';
import { useId, useState } from 'react';
import { searchMessages } from '../search-messages';
import styles from './search.module.css';

type TSearchFormProps = {
  keyword: string;
  /** Called with the trimmed, non-empty keyword. */
  onSearch: (keyword: string) => void;
  /** Clears keyword and type. */
  onReset: () => void;
};

/** The search page's keyword box: a blank keyword only warns (请输入搜索内容). */
export function SearchForm({ keyword, onSearch, onReset }: TSearchFormProps) {
  const { message } = App.useApp();
  const [text, setText] = useState(keyword);
  const inputId = useId();

  return (
    <form
      className={styles.form}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = text.trim();
        if (trimmed) onSearch(trimmed);
        else void message.warning(searchMessages.emptyKeyword);
      }}
    >
      <label className={styles.formLabel} htmlFor={inputId}>
        {searchMessages.pageKeywordLabel}
      </label>
      <Input
        id={inputId}
        className={styles.keyword}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={searchMessages.keywordPlaceholder}
        maxLength={MAX_KEYWORD_LENGTH}
        allowClear
      />
      <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
        {searchMessages.submit}
      </Button>
      <Button
        onClick={() => {
          setText('');
          onReset();
        }}
      >
        {searchMessages.reset}
      </Button>
    </form>
  );
}
