/** The banner of a sign-in form's group (w_login, w_forget, w_register), above the form; nothing while loading or when empty. */
import type { BannerGroup } from '../../portal-context/PortalData';
import { imageUrl, usePortal } from '../../portal-context/PortalContext';
import { usePortalData } from '../../portal-context/PortalData';
import './auth.css';

export function AuthBanner({ group }: { group: BannerGroup }) {
  const { imageHost } = usePortal();
  const { useBanners } = usePortalData();
  const banner = useBanners(group).data?.[0];
  if (banner === undefined) return null;
  const src = /^https?:\/\//i.test(banner.url) ? banner.url : imageUrl(imageHost, banner.url);
  return <img className="auth-banner" src={src} alt={banner.title} data-testid={`auth-banner-${group}`} />;
}
