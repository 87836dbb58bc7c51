/**
 * The menu icons, by the name the manifests give them (layout `icons`, schemas/domain ICON_NAMES).
 * Drawn with Lucide (lucide-react): one ES module per icon, so the bundle holds only the icons named
 * here, as inline SVG that takes the text colour. A chunk of its own, loaded after the first render
 * (MenuIcon.tsx): the home route's JavaScript does not carry them.
 */
// One module per icon (lucide-react/icons/*): the bundle and the tests load only these.
import House from 'lucide-react/icons/house';
import Search from 'lucide-react/icons/search';
import Gift from 'lucide-react/icons/gift';
import UserPlus from 'lucide-react/icons/user-plus';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import Crown from 'lucide-react/icons/crown';
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import Heart from 'lucide-react/icons/heart';
import Cherry from 'lucide-react/icons/cherry';
import Fish from 'lucide-react/icons/fish';
import Tv from 'lucide-react/icons/tv';
import Swords from 'lucide-react/icons/swords';
import Trophy from 'lucide-react/icons/trophy';
import Joystick from 'lucide-react/icons/joystick';
import Megaphone from 'lucide-react/icons/megaphone';
import Smartphone from 'lucide-react/icons/smartphone';
import Headset from 'lucide-react/icons/headset';
import MessageCircle from 'lucide-react/icons/message-circle';
import Languages from 'lucide-react/icons/languages';
import Share2 from 'lucide-react/icons/share-2';
import Ticket from 'lucide-react/icons/ticket';
import Dices from 'lucide-react/icons/dices';
import Clover from 'lucide-react/icons/clover';
import CircleDot from 'lucide-react/icons/circle-dot';
import Zap from 'lucide-react/icons/zap';
import Gem from 'lucide-react/icons/gem';
import Target from 'lucide-react/icons/target';
import ChevronsLeft from 'lucide-react/icons/chevrons-left';
import ChevronsRight from 'lucide-react/icons/chevrons-right';
import type { LucideIcon } from 'lucide-react';
import type { IconName } from '../../schemas/domain';

const ICONS: Record<IconName, LucideIcon> = {
  house: House, search: Search, gift: Gift, 'user-plus': UserPlus, 'life-buoy': LifeBuoy, crown: Crown, 'gamepad-2': Gamepad2,
  heart: Heart, cherry: Cherry, fish: Fish, tv: Tv, swords: Swords, trophy: Trophy, joystick: Joystick, megaphone: Megaphone,
  smartphone: Smartphone, headset: Headset, 'message-circle': MessageCircle, languages: Languages, 'share-2': Share2, ticket: Ticket,
  dices: Dices, clover: Clover, 'circle-dot': CircleDot, zap: Zap, gem: Gem, target: Target, 'chevrons-left': ChevronsLeft,
  'chevrons-right': ChevronsRight,
};

export function DrawnIcon({ name, size, className }: { name: IconName; size: number; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} size={size} strokeWidth={2} aria-hidden="true" focusable="false" data-icon={name} />;
}
