import { BellOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { savedSearchMessages as messages } from '../messages';
import { SaveSearchDialog, type TSearchConditions } from './save-search-dialog';

/** 保存搜索/订阅 on the search and list pages: opens the dialog with what the page shows. */
export function SaveSearchButton({ conditions }: { conditions: TSearchConditions }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<BellOutlined />} onClick={() => setOpen(true)}>
        {messages.saveButton}
      </Button>
      {open ? <SaveSearchDialog open conditions={conditions} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
