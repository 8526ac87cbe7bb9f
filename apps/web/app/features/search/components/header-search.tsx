import { SearchOutlined } from '@ant-design/icons';
import { MAX_KEYWORD_LENGTH } from '@supportal/contract';
import { App, Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { searchMessages } from '../messages';
import { ALL_NOTICE_TYPES, PUBLIC_SEARCH_TYPE_OPTIONS } from '../search-types';

const typeFromQuery = (value: string | null) =>
  PUBLIC_SEARCH_TYPE_OPTIONS.some((option) => option.value === value) ? (value as string) : ALL_NOTICE_TYPES;

/**
 * Notice-type dropdown, keyword box and 搜索 button of the layout header. A blank keyword only warns;
 * otherwise it opens /search with the keyword and type. It shows the address's keyword and type, and
 * starts over from them whenever they change (a search or reset on the search page, the back button).
 */
export function HeaderSearch() {
  const [searchParams] = useSearchParams();
  const keyword = searchParams.get('keyword') ?? '';
  const noticeType = typeFromQuery(searchParams.get('purchaseNoticeType'));
  return (
    <HeaderSearchForm key={`${keyword}|${noticeType}`} initialKeyword={keyword} initialType={noticeType} />
  );
}

function HeaderSearchForm({ initialKeyword, initialType }: { initialKeyword: string; initialType: string }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(initialKeyword);
  const [noticeType, setNoticeType] = useState(initialType);

  const submit = () => {
    const trimmed = keyword.trim();
    if (!trimmed) {
      void message.warning(searchMessages.emptyKeyword);
      return;
    }
    void navigate(
      paths.search.getHref({
        keyword: trimmed,
        purchaseNoticeType: noticeType === ALL_NOTICE_TYPES ? undefined : noticeType,
      }),
    );
  };

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Space.Compact block size="large">
        <Select
          aria-label={searchMessages.typeLabel}
          value={noticeType}
          onChange={setNoticeType}
          options={[...PUBLIC_SEARCH_TYPE_OPTIONS]}
          style={{ width: 168 }}
          popupMatchSelectWidth={220}
          listHeight={320}
        />
        <Input
          aria-label={searchMessages.keywordLabel}
          placeholder={searchMessages.keywordPlaceholder}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          maxLength={MAX_KEYWORD_LENGTH}
          allowClear
        />
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          {searchMessages.submit}
        </Button>
      </Space.Compact>
    </form>
  );
}
