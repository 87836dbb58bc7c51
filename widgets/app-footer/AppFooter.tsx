/**
 * Footer (SPEC section 2): help, products, social links and vendor logos from the image host, in the
 * blocks and order the view gives, then the copyright.
 */
import { Link } from 'react-router-dom';
import type { FooterBlock, VendorCode } from '../../schemas/domain';
import type { AppFooterProps } from '../../schemas/widgets';
import { useGameTypeLabel } from '../kit/games/HomeCategory';
import { imageUrl, usePortal } from '../portal-context/PortalContext';
import { useText } from '../portal-context/useText';
import { SocialLinks } from '../side-menu/SocialLinks';
import './app-footer.css';

/** Where a vendor's icon lives on the image host when the game menus do not list the vendor (the engine's vendorIconPath). */
function vendorIconPath(code: VendorCode): string {
  return `/img/vendors/${code}.png`;
}

function HelpLinks() {
  const { site, view } = usePortal();
  const t = useText();
  const links: { path: string; label: string }[] = [{ path: '/help', label: t('route.help') }];
  if (site.features.feedback) links.push({ path: '/feedback', label: t('route.feedback') });
  if (site.features.lineSpeedTest) links.push({ path: '/lineSpeed', label: t('route.lineSpeed') });
  if (site.features.appDownload) links.push({ path: '/appDownload', label: t('route.appDownload') });
  // The layout's own (footer.links: the responsible-gaming page), labelled there: no catalogue text.
  links.push(...view.footer.links);
  return (
    <ul className="app-footer__links">
      {links.map((link) => <li key={link.path}><Link to={link.path}>{link.label}</Link></li>)}
    </ul>
  );
}

/** A link to the lobby of every game type the site shows, whether or not the top navigation lists it. */
function ProductLinks() {
  const { site, view } = usePortal();
  const label = useGameTypeLabel();
  return (
    <ul className="app-footer__links">
      {site.navigation.vendorMenus.flatMap((m) => {
        const path = view.routes.find((r) => r.gameType === m.gameType)?.path;
        return path === undefined ? [] : [<li key={m.gameType}><Link to={path}>{label(m.gameType)}</Link></li>];
      })}
    </ul>
  );
}

function VendorLogos() {
  const { site, view, imageHost } = usePortal();
  const known = new Map(site.navigation.vendorMenus.flatMap((m) => m.vendors.map((v) => [v.vassalage, v] as const)));
  return (
    <ul className="app-footer__logos">
      {view.footer.vendorLogos.map((code) => {
        const vendor = known.get(code);
        return (
          <li key={code} data-vendor={code}>
            <img src={imageUrl(imageHost, vendor?.icon ?? vendorIconPath(code))} alt={vendor?.displayName ?? code} loading="lazy" width={72} height={36} />
          </li>
        );
      })}
    </ul>
  );
}

function Block({ block }: { block: FooterBlock }) {
  const { view } = usePortal();
  const t = useText();
  const headingId = `app-footer-${block}`;
  return (
    <section className="app-footer__block" data-block={block} aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`footer.${block}`)}</h2>
      {block === 'help' && <HelpLinks />}
      {block === 'products' && <ProductLinks />}
      {block === 'social' && <SocialLinks social={view.footer.social} className="app-footer__links" />}
      {block === 'vendorLogos' && <VendorLogos />}
    </section>
  );
}

export function AppFooter({ layout }: AppFooterProps) {
  const { view } = usePortal();
  return (
    <footer className={`app-footer app-footer--${layout}`}>
      <div className="app-footer__blocks">
        {view.footer.blocks.map((block) => <Block key={block} block={block} />)}
      </div>
      {view.footer.copyright !== undefined && <p className="app-footer__copyright">{view.footer.copyright}</p>}
    </footer>
  );
}
