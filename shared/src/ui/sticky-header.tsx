/** The class of a table whose header stays in view (StickyHeaderStyle draws it). */
export const STICKY_HEADER_CLASS = 'sdp-sticky-header';

// One <table>, its header cells sticky inside the table's own scroll box, which is as tall as the window allows: a long
// list scrolls under its header. Not antd's `sticky`, which draws the header as a second table that screen readers
// announce apart from its rows. `!important` wins over the inline overflow antd sets on the scroll box.
const CSS = `
.${STICKY_HEADER_CLASS} .ant-table-content { max-height: calc(100vh - 160px); overflow: auto !important; }
.${STICKY_HEADER_CLASS} .ant-table-thead > tr > th { position: sticky; top: 0; z-index: 3; }
.${STICKY_HEADER_CLASS} .ant-table-thead > tr > th.ant-table-cell-fix-right,
.${STICKY_HEADER_CLASS} .ant-table-thead > tr > th.ant-table-cell-fix-left { z-index: 4; }
`;

/** The rules behind STICKY_HEADER_CLASS; render it beside the table (React keeps one copy per render). */
export function StickyHeaderStyle() {
  return <style>{CSS}</style>;
}
