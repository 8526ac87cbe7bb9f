import { HOME_BOX_HEIGHT_PX } from '@supportal/contract';
import { Tabs } from 'antd';
import type { THomeTabbedBox } from '../home-notice-boxes';
import { noticeMessages } from '../messages';
import { NoticeLinkList } from './notice-link-list';
import styles from './notices.module.css';
import { VisuallyHidden } from '../../../components/widgets/visually-hidden';

/** The sub-tab bar takes this much of the tabbed box's content height. */
const LEVEL_TAB_BAR_PX = 46;

type TTabbedNoticeBoxProps = {
  box: THomeTabbedBox;
  typeIndex: number;
  levelIndex: number;
  onChange: (typeIndex: number, levelIndex: number) => void;
};

/**
 * The home box with a tab per type (采购公告, 候选人及结果公示, 物资拍卖) and 总部/省分/地市 sub-tabs;
 * '更多 >' opens the list of the tab and sub-tab shown.
 */
export function TabbedNoticeBox({ box, typeIndex, levelIndex, onChange }: TTabbedNoticeBoxProps) {
  const activeTab = box.tabs[typeIndex] ?? box.tabs[0];
  const moreHref = activeTab?.levels[levelIndex]?.moreHref ?? activeTab?.levels[0]?.moreHref;

  return (
    <section className={styles.tabbedBox} aria-label={box.title}>
      {/* Beside the tab bar, not inside it: a tablist may hold only tabs. */}
      {moreHref ? (
        <a
          className={`${styles.more} ${styles.tabbedBoxMore}`}
          href={moreHref}
          target="_blank"
          rel="noopener noreferrer"
        >
          {noticeMessages.more}
          <VisuallyHidden>
            {activeTab?.title}
            {noticeMessages.newWindowHint}
          </VisuallyHidden>
          {noticeMessages.moreArrow}
        </a>
      ) : null}
      <Tabs
        className={styles.typeTabs}
        activeKey={String(typeIndex)}
        onChange={(key) => onChange(Number(key), levelIndex)}
        items={box.tabs.map((tab, tabIndex) => ({
          key: String(tabIndex),
          label: tab.title,
          children: (
            <Tabs
              className={styles.levelTabs}
              size="small"
              activeKey={String(levelIndex)}
              onChange={(key) => onChange(tabIndex, Number(key))}
              items={tab.levels.map((level, index) => ({
                key: String(index),
                label: level.label,
                children: (
                  <div style={{ height: HOME_BOX_HEIGHT_PX.tabbedBox - LEVEL_TAB_BAR_PX }}>
                    <NoticeLinkList notices={level.notices} />
                  </div>
                ),
              }))}
            />
          ),
        }))}
      />
    </section>
  );
}
