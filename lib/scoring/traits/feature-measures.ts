import type { FeatureId } from './feature-table';

/**
 * A measured feature: `value` is what gets standardised (in the unit of FEATURES[id]); the other fields are
 * the visitor's own facts that the evidence sentence quotes (optional where a source that is not a listening
 * history, the quiz, has no such facts). Names come only from scored (non-incognito) plays.
 */
export type FeatureMeasure =
  | { readonly id: 'O1'; readonly value: number; readonly artists: number; readonly plays: number }
  | { readonly id: 'O2'; readonly value: number; readonly topNewArtist?: string }
  | { readonly id: 'O3'; readonly value: number; readonly stretch?: number; readonly topArtist?: string }
  | {
      readonly id: 'O4';
      readonly value: number;
      readonly stretch?: number;
      readonly topTrack?: string;
      readonly topTrackArtist?: string;
      readonly topTrackPlays: number;
    }
  | { readonly id: 'O5'; readonly value: number; readonly searches: number }
  | { readonly id: 'O6'; readonly value: number; readonly album?: string; readonly albumArtist?: string }
  | { readonly id: 'C1'; readonly value: number }
  | { readonly id: 'C2'; readonly value: number; readonly days?: number }
  | { readonly id: 'C3'; readonly value: number; readonly meanFirstMinute: number; readonly days: number }
  | { readonly id: 'C4'; readonly value: number }
  | { readonly id: 'C5'; readonly value: number; readonly savedTracks?: number }
  | { readonly id: 'C6'; readonly value: number; readonly proxy: boolean }
  | { readonly id: 'C7'; readonly value: number }
  | { readonly id: 'C8'; readonly value: number; readonly days?: number }
  | { readonly id: 'E1'; readonly value: number; readonly nights?: number; readonly weekendNights?: number }
  | { readonly id: 'E2'; readonly value: number }
  | {
      readonly id: 'E3';
      readonly value: number;
      readonly followers: number;
      readonly following: number;
      readonly playlistFollowers: number;
    }
  | { readonly id: 'E4'; readonly value: number; readonly days?: number }
  | { readonly id: 'E5'; readonly value: number; readonly deviceKinds: number; readonly countries: number }
  | { readonly id: 'E6'; readonly value: number }
  | { readonly id: 'E7'; readonly value: number; readonly activeDays?: number; readonly days?: number };

export type MeasureOf<Id extends FeatureId> = Extract<FeatureMeasure, { id: Id }>;
