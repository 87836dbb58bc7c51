/**
 * The app packages of the merchant (SPEC section 3: site permission resources, labelNameEn and url),
 * by platform, as absolute URLs for the QR codes.
 */
import type { AppPlatform } from '../../schemas/widgets';

export interface AppResource {
  platform: AppPlatform;
  url: string;
}

const PLATFORM_OF: Record<string, AppPlatform> = { ios: 'ios', iphone: 'ios', android: 'android' };

/** The resources that name a platform, in the order asked for, their URLs made absolute on `origin`. */
export function appResources(resources: readonly { labelNameEn: string; url: string }[], platforms: readonly AppPlatform[], origin: string): AppResource[] {
  const found = new Map<AppPlatform, string>();
  for (const resource of resources) {
    const platform = PLATFORM_OF[resource.labelNameEn.trim().toLowerCase()];
    if (platform === undefined || found.has(platform)) continue;
    try {
      found.set(platform, new URL(resource.url, origin).href);
    } catch {
      // A URL the browser cannot read is left out, not drawn as a code nobody can open.
    }
  }
  return platforms.flatMap((platform) => {
    const url = found.get(platform);
    return url === undefined ? [] : [{ platform, url }];
  });
}
