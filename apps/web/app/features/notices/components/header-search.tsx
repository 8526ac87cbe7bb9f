import { SearchOutlined } from '@ant-design/icons';
import { FULL_TEXT_QUERY_MAX_LENGTH, fullTextQueryProblem } from '@supportal/contract';
import { App, Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { searchMessages } from '../search-messages';
import { useViewer } from '../../../lib/viewer';
import { ALL_NOTICE_TYPES, LOGGED_IN_SEARCH_TYPE_OPTIONS, PUBLIC_SEARCH_TYPE_OPTIONS } from '../search-types';

type TSearchTypeOptions = typeof PUBLIC_SEARCH_TYPE_OPTIONS;

const typeFromQuery = (value: string | null, options: TSearchTypeOptions) =>
  options.some((option) => option.value === value) ? (value as string) : ALL_NOTICE_TYPES;

/**
 * Notice-type dropdown, keyword box and 搜索 button of the layout header. A blank keyword only warns;
 * otherwise it opens the search (/search, or /purHome/searchNotice in the workspace) with the keyword
 * and type; logged-in users may also pick supplier negative behaviour. It shows the address's keyword
 * and type, and starts over from them whenever they change (a search or reset, the back button).
 */
export function HeaderSearch({ inWorkspace = false }: { inWorkspace?: boolean }) {
  const [searchParams] = useSearchParams();
  const options = useViewer() ? LOGGED_IN_SEARCH_TYPE_OPTIONS : PUBLIC_SEARCH_TYPE_OPTIONS;
  const keyword = searchParams.get('keyword') ?? '';
  const noticeType = typeFromQuery(searchParams.get('purchaseNoticeType'), options);
  return (
    <HeaderSearchForm
      key={`${keyword}|${noticeType}`}
      initialKeyword={keyword}
      initialType={noticeType}
      options={options}
      searchPath={inWorkspace ? paths.workspaceSearch : paths.search}
    />
  );
}

type THeaderSearchFormProps = {
  initialKeyword: string;
  initialType: string;
  options: TSearchTypeOptions;
  searchPath: typeof paths.search | typeof paths.workspaceSearch;
};

function HeaderSearchForm({ initialKeyword, initialType, options, searchPath }: THeaderSearchFormProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(initialKeyword);
  const [noticeType, setNoticeType] = useState(initialType);

  const submit = () => {
    const trimmed = keyword.trim();
    const problem = fullTextQueryProblem(keyword);
    if (problem) {
      void message.warning(problem);
      return;
    }
    void navigate(
      searchPath.getHref({
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
          options={[...options]}
          style={{ width: 168 }}
          popupMatchSelectWidth={220}
          listHeight={320}
        />
        <Input
          aria-label={searchMessages.keywordLabel}
          placeholder={searchMessages.keywordPlaceholder}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          maxLength={FULL_TEXT_QUERY_MAX_LENGTH}
          allowClear
        />
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          {searchMessages.submit}
        </Button>
      </Space.Compact>
    </form>
  );
}
