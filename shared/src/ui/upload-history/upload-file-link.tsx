import { useState } from 'react';
import { Button, DownloadOutlined } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { download, errorMessageOf } from '@sdp/shared';

/** Downloads a kept upload's file as it was uploaded (DESIGN.md §8 "Uploads are evidence"). */
export function UploadFileLink({ uploadId, fileName }: { uploadId: string; fileName: string }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download('downloadUpload', { params: { upload_id: uploadId } }, fileName);
    } catch (error) {
      message.error(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="link"
      size="small"
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={run}
      aria-label={`${fileName} をダウンロード`}
      style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
    >
      {fileName}
    </Button>
  );
}
