/** Word lists the seed builds realistic game names from, per game type: prefix × core × suffix. */
import type { GameType } from '../../schemas/domain';

export interface NameParts {
  prefixes: readonly string[];
  cores: readonly string[];
  suffixes: readonly string[];
}

const SLOT_PREFIXES = [
  'Golden', 'Lucky', 'Wild', 'Mighty', 'Royal', 'Sweet', 'Mystic', 'Fiery', 'Frozen', 'Electric',
  'Ancient', 'Crazy', 'Magic', 'Diamond', 'Jade', 'Silver', 'Super', 'Mega', 'Hot', 'Neon',
  'Secret', 'Sacred', 'Starlight', 'Thunder', 'Cosmic', 'Jungle', 'Pirate', 'Samurai', 'Viking', 'Cherry',
  'Emerald', 'Ruby', 'Sapphire', 'Lunar', 'Solar', 'Shadow', 'Crystal', 'Blazing', 'Grand', 'Happy',
];
const SLOT_CORES = [
  'Dragon', 'Tiger', 'Fortune', 'Treasure', 'Phoenix', 'Panda', 'Pharaoh', 'Gems', 'Fruits', 'Koi',
  'Wolf', 'Buffalo', 'Empire', 'Olympus', 'Ox', 'Rabbit', 'Queen', 'King', 'Mermaid', 'Genie',
  'Lion', 'Gold Rush', 'Jackpot', 'Reels', 'Monkey', 'Carnival', 'Candy', 'Bonanza', 'Temple', 'Mahjong',
  'Gates', 'Princess', 'Cowboy', 'Safari', 'Samba', 'Fiesta', 'Galaxy', 'Volcano', 'Vault', 'Lantern',
];
const SLOT_SUFFIXES = [
  '', ' Deluxe', ' Megaways', ' Rising', ' Link', ' Hold & Win', ' 2', ' Riches', ' Blitz', ' Xmas',
  ' Unleashed', ' Strike', ' Ways', ' Quest', ' Legends', ' Reloaded',
];

/** Name parts per game type. */
export const NAME_PARTS: Record<GameType, NameParts> = {
  RNG: { prefixes: SLOT_PREFIXES, cores: SLOT_CORES, suffixes: SLOT_SUFFIXES },
  FISH: {
    prefixes: ['Ocean', 'Deep Sea', 'Golden', 'Royal', 'Mega', 'Lucky', 'Happy', 'Dragon', 'Thunder', 'Crystal'],
    cores: ['Fishing', 'Hunter', 'King', 'Paradise', 'War', 'Legend', 'Shark', 'Whale', 'Bomb', 'Party'],
    suffixes: ['', ' 2', ' Deluxe', ' Plus', ' Jackpot', ' 3D'],
  },
  LIVE: {
    prefixes: ['Speed', 'Lightning', 'VIP', 'Squeeze', 'No Commission', 'Classic', 'Auto', 'Immersive', 'Mega', 'Golden'],
    cores: ['Baccarat', 'Roulette', 'Sic Bo', 'Blackjack', 'Dragon Tiger', 'Fan Tan', 'Poker', 'Craps'],
    suffixes: ['', ' A', ' B', ' C', ' 1', ' 2', ' 3'],
  },
  SPORTS: {
    prefixes: ['Premier', 'Champions', 'World', 'Euro', 'Asian', 'Super', 'Virtual', 'Live'],
    cores: ['Football', 'Basketball', 'Tennis', 'Volleyball', 'Baseball', 'Cricket', 'Hockey', 'Racing'],
    suffixes: ['', ' League', ' Cup', ' Derby', ' Live', ' Pro'],
  },
  ESPORTS: {
    prefixes: ['Pro', 'Arena', 'Elite', 'Masters', 'World', 'Global', 'Legends', 'Rapid'],
    cores: ['Dota 2', 'League of Legends', 'CS2', 'Valorant', 'King of Glory', 'Mobile Legends', 'PUBG', 'Overwatch'],
    suffixes: ['', ' Cup', ' League', ' Series', ' Live'],
  },
  LOTT: {
    prefixes: ['Mega', 'Super', 'Lucky', 'Rapid', 'Daily', 'Golden', 'Royal', 'Speed'],
    cores: ['Lotto', 'SSC', 'PK10', '11X5', 'Mark Six', 'Keno', 'Pick 3', 'Fast 3'],
    suffixes: ['', ' 1 min', ' 3 min', ' 5 min', ' Classic'],
  },
  ELOTT: {
    prefixes: ['E', 'Turbo', 'Instant', 'Star', 'Galaxy', 'Lucky', 'Flash', 'Hyper'],
    cores: ['Lotto', 'SSC', 'PK10', '11X5', 'Keno', 'Bingo', 'Pick 5', 'Fast 3'],
    suffixes: ['', ' 1 min', ' 2 min', ' 5 min', ' Max'],
  },
  PVP: {
    prefixes: ['Texas', 'Royal', 'Fast', 'Super', 'Classic', 'Lucky', 'Golden', 'Blitz'],
    cores: ["Hold'em", 'Blackjack', 'Niu Niu', 'Teen Patti', 'Rummy', 'Mahjong', 'Tongits', 'Pusoy', 'Dou Dizhu'],
    suffixes: ['', ' Pro', ' Deluxe', ' VIP', ' Rush'],
  },
  INHOUSE: {
    prefixes: ['', 'Neon', 'Turbo', 'Mini', 'Royal'],
    cores: ['Aviator', 'Mines', 'Plinko', 'Dice', 'Hilo', 'Keno', 'Goal', 'Limbo', 'Crash', 'Hotline'],
    suffixes: ['', ' X', ' Pro', ' 2'],
  },
};

/** Given names the winner board masks (the first two letters stay visible). */
export const WINNER_NAMES = [
  'joao', 'maria', 'pedro', 'ana', 'lucas', 'julia', 'rafael', 'beatriz', 'tiago', 'carla', 'miguel', 'sofia',
  'bruno', 'larissa', 'diego', 'camila', 'nuno', 'ines', 'andre', 'paula', 'john', 'emma', 'liam', 'olivia',
];
