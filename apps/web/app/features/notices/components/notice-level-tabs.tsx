import { ORG_LEVELS } from '@supportal/contract';
import { Tabs } from 'antd';
import { noticeMessages } from '../messages';
import styles from './notice-list.module.css';

const ALL_LEVELS_KEY = 'all';

type TNoticeLevelTabsProps = {
  /** Index into ORG_LEVELS; undefined is 全部. */
  levelIndex: number | undefined;
  onChange: (levelIndex: number | undefined) => void;
};

/** 全部 / 总部 / 省分 / 地市 above a list of types published at several levels. */
export function NoticeLevelTabs({ levelIndex, onChange }: TNoticeLevelTabsProps) {
  return (
    <Tabs
      className={styles.levelTabs}
      aria-label={noticeMessages.levelTabsLabel}
      activeKey={levelIndex === undefined ? ALL_LEVELS_KEY : String(levelIndex)}
      onChange={(key) => onChange(key === ALL_LEVELS_KEY ? undefined : Number(key))}
      items={[
        { key: ALL_LEVELS_KEY, label: noticeMessages.levelAll },
        ...ORG_LEVELS.map((level, index) => ({ key: String(index), label: level.label })),
      ]}
    />
  );
}
