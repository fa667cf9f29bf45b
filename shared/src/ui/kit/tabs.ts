/** A page's tabs (the base TabStrip and the active panel): not antd's Tabs, which weighs 15 KB gzip for a few labels. */
export { Tabs, type TabsItem } from '../tabs';
