import { APP_HEADER_HEIGHT } from '../sticky-header';

/*
 * The look of antd's middle and small Table (its tokens under this app's theme, as literals: the list kit then carries
 * no theme module; list-table-css.test.ts holds them to antd's). The header is its own table that sticks under the app
 * header while the page scrolls; the rows' table scrolls sideways in its own width, with its scrollbar kept at the
 * bottom of the window.
 */
export const LIST_TABLE_CSS = `.sdp-table{position:relative;font-size:14px;line-height:22px;color:rgba(0,0,0,0.88);background:#fff;border-radius:8px}
.sdp-table table{border-collapse:separate;border-spacing:0;text-align:start}
.sdp-table-head{position:sticky;top:${APP_HEADER_HEIGHT}px;z-index:3;overflow:hidden;border-radius:8px 8px 0 0}
.sdp-table-head table{table-layout:fixed;min-width:100%}
.sdp-table-body{overflow-x:auto;overflow-y:hidden;scrollbar-width:none}
.sdp-table-body::-webkit-scrollbar{display:none}
.sdp-table-body table{width:max-content;min-width:100%}
.sdp-table th,.sdp-table td{padding:12px 8px;border-bottom:1px solid #f0f0f0;overflow-wrap:break-word}
.sdp-table-small th,.sdp-table-small td{padding:8px}
.sdp-table th{position:relative;background:#fafafa;font-weight:600;text-align:start}
.sdp-table th:first-child{border-start-start-radius:8px}
.sdp-table th:last-child{border-start-end-radius:8px}
.sdp-table th:not(:last-child):not(.sdp-table-selection)::before{content:'';position:absolute;top:50%;inset-inline-end:0;width:1px;height:1.6em;background:#f0f0f0;transform:translateY(-50%)}
.sdp-table-body tr:hover>td{background:#fafafa}
.sdp-table-body tr.sdp-table-selected>td{background:#c4cfc2}
.sdp-table-body tr.sdp-table-selected:hover>td{background:#b7c2b6}
.sdp-table-measure td{padding-block:0;border:0;height:0}
.sdp-table-measure div{display:flex;gap:4px;height:0;overflow:hidden;visibility:hidden;font-weight:600}
.sdp-table td.sdp-table-sorted{background:#fafafa}
.sdp-table th.sdp-table-sorted,.sdp-table th.sdp-table-sortable:hover{background:#f0f0f0}
.sdp-table-sort{display:flex;align-items:center;justify-content:space-between;gap:4px;width:100%;padding:0;margin:0;font:inherit;font-weight:600;color:inherit;text-align:start;background:none;border:0;cursor:pointer}
.sdp-table-sort:focus-visible{outline:3px solid #b7dbb9;outline-offset:1px}
.sdp-table-sorter{display:inline-flex;flex-direction:column;align-items:center;gap:2px;flex:none;color:rgba(0,0,0,0.29)}
.sdp-table-sorter::before,.sdp-table-sorter::after{content:'';border-inline:4px solid transparent}
.sdp-table-sorter::before{border-bottom:5px solid currentColor}
.sdp-table-sorter::after{border-top:5px solid currentColor}
.sdp-table-sorter-ascend::before{border-bottom-color:#388e3c}
.sdp-table-sorter-descend::after{border-top-color:#388e3c}
.sdp-table .sdp-table-fixed{position:sticky;right:0;z-index:2}
.sdp-table td.sdp-table-fixed{background:#fff}
.sdp-table[data-ping-right] .sdp-table-fixed::after{content:'';position:absolute;top:0;bottom:-1px;left:0;width:30px;transform:translateX(-100%);box-shadow:inset -10px 0 8px -8px rgba(5,5,5,0.06);pointer-events:none}
.sdp-table-selection{width:48px;text-align:center;white-space:nowrap}
.sdp-table-selection input{width:16px;height:16px;margin:0;vertical-align:middle;accent-color:#388e3c;cursor:pointer}
.sdp-table-selection input:disabled{cursor:not-allowed}
.sdp-table td.sdp-table-empty{padding:16px;text-align:center;background:#fff}
.sdp-table[aria-busy=true] .sdp-table-body{opacity:0.5;transition:opacity 0.3s}
.sdp-table-spin{position:absolute;inset:0;z-index:4;display:flex;align-items:center;justify-content:center;pointer-events:none}
.sdp-table-spin::before{content:'';width:20px;height:20px;border:3px solid #c4cfc2;border-top-color:#388e3c;border-radius:50%;animation:sdp-table-spin 0.8s linear infinite}
@keyframes sdp-table-spin{to{transform:rotate(360deg)}}
.sdp-table-scrollbar{position:sticky;bottom:0;z-index:3;overflow-x:auto;overflow-y:hidden}
.sdp-table-scrollbar div{height:1px}
.sdp-table-scrollbar::-webkit-scrollbar{height:8px}
.sdp-table-scrollbar::-webkit-scrollbar-thumb{background:rgba(0,0,0,0.35);border-radius:4px}`;
