import 'server-only';
import type { StyleTag } from '../contract/characters/types';

/**
 * The character styles each built-in scene suits: a character's background list puts these scenes first. Plain
 * colours and gradients suit everyone equally, so they name no style and follow the matching scenes.
 */
export const SCENE_STYLES: Readonly<Record<string, readonly StyleTag[]>> = {
  'b01-office': ['business', 'tech', 'finance'],
  'b02-bank-hall': ['finance', 'business', 'service'],
  'b03-hospital-desk': ['medical', 'service'],
  'b04-classroom': ['academic'],
  'b05-studio': ['tech', 'business', 'casual'],
  'b06-shop': ['retail', 'service', 'casual'],
  'b07-exhibition': ['tech', 'business', 'service'],
  'b08-lobby': ['hospitality', 'business', 'service'],
  'b09-library': ['academic', 'traditional'],
  'b10-meeting-room': ['business', 'finance', 'tech'],
  'b11-city-view': ['business', 'tech', 'casual'],
  'b12-tea-house': ['traditional', 'hospitality'],
};
