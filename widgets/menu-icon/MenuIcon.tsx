/**
 * The icon of a menu entry, by the name the manifests give it (layout `icons`, schemas/domain
 * ICON_NAMES). Drawn with Lucide (lucide-react): one ES module per icon, so the bundle holds only
 * the icons named here, as inline SVG that takes the text colour. Decorative: the entry's label names it.
 */
import {
  ChevronsLeft, ChevronsRight, Cherry, CircleDot, Clover, Crown, Dices, Fish, Gamepad2, Gem, Gift, Headset, Heart, House, Joystick,
  Languages, LifeBuoy, Megaphone, MessageCircle, Search, Share2, Smartphone, Swords, Target, Ticket, Trophy, Tv, UserPlus, Zap,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../schemas/domain';

const ICONS: Record<IconName, LucideIcon> = {
  house: House, search: Search, gift: Gift, 'user-plus': UserPlus, 'life-buoy': LifeBuoy, crown: Crown, 'gamepad-2': Gamepad2,
  heart: Heart, cherry: Cherry, fish: Fish, tv: Tv, swords: Swords, trophy: Trophy, joystick: Joystick, megaphone: Megaphone,
  smartphone: Smartphone, headset: Headset, 'message-circle': MessageCircle, languages: Languages, 'share-2': Share2, ticket: Ticket,
  dices: Dices, clover: Clover, 'circle-dot': CircleDot, zap: Zap, gem: Gem, target: Target, 'chevrons-left': ChevronsLeft,
  'chevrons-right': ChevronsRight,
};

export function MenuIcon({ name, size = 18, className }: { name: IconName; size?: number; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} size={size} strokeWidth={2} aria-hidden="true" focusable="false" data-icon={name} />;
}
