import { Button, Modal } from 'antd';
import { App } from '@sdp/shared/ui/app';
import { formatNumber } from '@sdp/shared/domain';
import { useQueryClient } from '@sdp/shared/query';
import type { UploadKind } from '@sdp/shared';
import { CsvUploadPanel, type CsvUploadPanelProps } from './csv-upload-panel';
import { UploadHistory } from '../upload-history/upload-history';

export interface CsvUploadDialogProps extends CsvUploadPanelProps {
  title: string;
  successMessage: string;
  open: boolean;
  onClose: () => void;
  /** The kind whose latest kept uploads the dialog lists (最近のアップロード). */
  uploadKind: UploadKind;
}

/** The upload part in a dialog, for list pages: on success the dialog closes and says how many rows went in. */
export function CsvUploadDialog({
  title,
  successMessage,
  open,
  onClose,
  onImported,
  uploadKind,
  ...panel
}: CsvUploadDialogProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return (
    <Modal
      open={open}
      title={title}
      width={960}
      onCancel={onClose}
      footer={<Button onClick={onClose}>閉じる</Button>}
      destroyOnHidden
    >
      <CsvUploadPanel
        {...panel}
        onImported={(answer) => {
          message.success(`${successMessage}（${formatNumber(answer.importedCount)}件）`);
          onClose();
          onImported?.(answer);
          void queryClient.invalidateQueries({ queryKey: ['uploads'] });
        }}
      />
      <UploadHistory kind={uploadKind} />
    </Modal>
  );
}
