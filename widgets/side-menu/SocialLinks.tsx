import type { SocialChannel } from '../../schemas/domain';

/** Channel names are brand names, the same in every language. */
export const SOCIAL_CHANNEL_NAMES: Record<SocialChannel, string> = {
  telegram: 'Telegram',
  facebook: 'Facebook',
  instagram: 'Instagram',
  whatsapp: 'WhatsApp',
  youtube: 'YouTube',
  x: 'X',
  tiktok: 'TikTok',
  line: 'LINE',
  zalo: 'Zalo',
};

/** The site's social channels as links that open in a new tab. */
export function SocialLinks({ social, className = 'social-links' }: { social: readonly { id: SocialChannel; url: string }[]; className?: string }) {
  return (
    <ul className={className}>
      {social.map((channel) => (
        <li key={channel.id} data-social={channel.id}>
          <a href={channel.url} target="_blank" rel="noopener noreferrer">{SOCIAL_CHANNEL_NAMES[channel.id]}</a>
        </li>
      ))}
    </ul>
  );
}
