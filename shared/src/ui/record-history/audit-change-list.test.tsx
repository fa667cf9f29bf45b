import { render, screen } from '@testing-library/react';
import { useSessionStore } from '@sdp/shared';
import { AppProviders } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { AuditChangeList } from './audit-change-list';

const summary = {
  action: 'upload',
  entity: 'vehicle',
  uploadId: '4f1c2b8e-8a57-4b8e-9d2a-3c1e5f6a7b8c',
  changes: [
    { field: 'file_name', before: null, after: '車両2025.csv' },
    { field: 'added', before: null, after: 3 },
    { field: 'changed', before: null, after: 1 },
    { field: 'removed', before: null, after: 0 },
  ],
};

const showAs = (roles: string[], event: Parameters<typeof AuditChangeList>[0]['event'] = summary) => {
  useSessionStore.getState().setAuthority({ roles, userName: 'テスト', dataScope: null });
  return render(
    <AppProviders>
      <App>
        <AuditChangeList event={event} />
      </App>
    </AppProviders>,
  );
};

it("links an upload's summary to its kept file for someone who may read vehicles", () => {
  showAs(['VEHICLE_MANAGEMENT_EDITOR']);
  expect(screen.getByText('車両CSV 車両2025.csv を取込：追加 3・変更 1・削除 0')).toBeTruthy();
  expect(screen.getByRole('button', { name: '車両2025.csv をダウンロード' })).toBeTruthy();
});

it('offers no link to someone the server would refuse the file, nor for an upload that was not kept', () => {
  // The vehicle page (and so its uploads) is for vehicle editors only.
  const viewer = showAs(['VEHICLE_MANAGEMENT_VIEWER', 'MST_ORGANIZATION']);
  expect(screen.getByText(/を取込/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: /ダウンロード/ })).toBeNull();
  viewer.unmount();
  showAs(['VEHICLE_MANAGEMENT_EDITOR'], { ...summary, uploadId: null });
  expect(screen.queryByRole('button', { name: /ダウンロード/ })).toBeNull();
});
