import type { ReactNode } from 'react';
import { Link } from '@sdp/shared/router';
import {
  ApartmentOutlined,
  BarChartOutlined,
  CarOutlined,
  CheckCircleOutlined,
  CloudUploadOutlined,
  Col,
  Empty,
  FileSearchOutlined,
  Flex,
  Panel,
  Row,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  PRIMARY_COLOR,
} from '@sdp/shared/ui';
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
  year: <SettingOutlined />,
  history: <FileSearchOutlined />,
  assurance: <CheckCircleOutlined />,
};

/**
 * The card's title is its link, stretched over the whole card by CSS (index.html, .sdp-menu-card): the link is named
 * by the visible title alone and the description reads after it, where a link wrapping the card would be named by
 * one text and show another (WCAG 2.5.3).
 */
function MenuCardItem({ card }: { card: MenuCard }) {
  const link = card.external ? (
    <a className="sdp-menu-card-link" href={card.href} target="_blank" rel="noopener noreferrer">
      {card.title}
    </a>
  ) : (
    <Link
      className="sdp-menu-card-link"
      to={card.href}
      onMouseEnter={() => card.preload && preloadRemotePage(card.preload.remote, card.preload.module)}
      onFocus={() => card.preload && preloadRemotePage(card.preload.remote, card.preload.module)}
    >
      {card.title}
    </Link>
  );
  return (
    <Panel className="sdp-menu-card" style={{ height: '100%' }}>
      <Flex gap={16} align="flex-start">
        <span aria-hidden="true" style={{ fontSize: 28, lineHeight: 1, color: PRIMARY_COLOR }}>
          {ICONS[card.icon]}
        </span>
        <div>
          <div className="sdp-menu-card-title">{link}</div>
          <div className="sdp-menu-card-description">{card.description}</div>
        </div>
      </Flex>
    </Panel>
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
          <MenuCardItem card={card} />
        </Col>
      ))}
    </Row>
  );
}
