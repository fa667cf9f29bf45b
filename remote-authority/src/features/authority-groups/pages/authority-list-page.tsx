import { PageHeader, Button } from '@sdp/shared/ui';

export default function AuthorityListPage() {
  return <PageHeader title="権限一覧" extra={<Button type="primary">新規登録</Button>} />;
}
