import type { ReactNode } from 'react';
import { Link } from '@sdp/shared/router';
import {
  ApartmentOutlined,
  BarChartOutlined,
  CarOutlined,
  CloudUploadOutlined,
  Col,
  Empty,
  FileSearchOutlined,
  Row,
  SafetyOutlined,
  ShopOutlined,
  TeamOutlined,
  PRIMARY_COLOR,
} from '@sdp/shared/ui';
import { Card } from '@sdp/shared/ui/card';
import { preloadRemotePage } from '../../remotes/remote-registry';
import type { MenuCard, MenuIcon } from './menu-cards';

const ICONS: Record<MenuIcon, ReactNode> = {
  user: <TeamOutlined />,
  organization: <ApartmentOutlined />,
  office: <ShopOutlined />,
  company: <ApartmentOutlined />,
  client: <ShopOutlined />,
  survey: <FileSearchOutlined />,
  upload: <CloudUploadOutlined />,
  authority: <SafetyOutlined />,
  vehicle: <CarOutlined />,
  report: <BarChartOutlined />,
};

function CardBody({ card }: { card: MenuCard }) {
  return (
    <Card hoverable style={{ height: '100%' }}>
      <Card.Meta
        avatar={<span style={{ fontSize: 28, color: PRIMARY_COLOR }}>{ICONS[card.icon]}</span>}
        title={card.title}
        description={card.description}
      />
    </Card>
  );
}

/** The cards of a menu; each is a link, and hovering one warms up the remote behind it. */
export function MenuCardGrid({ cards }: { cards: MenuCard[] }) {
  if (cards.length === 0) {
    return <Empty description="利用できるメニューがありません" />;
  }
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} lg={8} xl={6}>
          {card.external ? (
            <a href={card.href} target="_blank" rel="noopener noreferrer" aria-label={card.title}>
              <CardBody card={card} />
            </a>
          ) : (
            <Link
              to={card.href}
              aria-label={card.title}
              onMouseEnter={() => card.preload && preloadRemotePage(card.preload.remote, card.preload.module)}
            >
              <CardBody card={card} />
            </Link>
          )}
        </Col>
      ))}
    </Row>
  );
}
