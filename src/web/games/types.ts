// What a game brings to the page (its WebGame, exported by src/web/games/<game>/index.ts and
// registered in src/web/games/index.ts), and what the page hands its hooks. The page's shared code
// (src/web/*.ts) reaches a game only through these: it names none.

import type { AnalyzeReport } from '../../analyze/report.js';
import type { SimulateOptions } from '../../api/simulate.js';
import type { ConfigSource } from '../../games/types.js';
import type { PageState } from '../state.js';
import type { SharedField } from './fields.js';

/** A study's name, as the URL's `study=` gives it: one of the page's own (simulate, ablate, analyze,
 *  and the dice lab's rng-test: studies.ts) or one of a game's own (WebGame.ownStudies). */
export type StudyName = string;

/** A field of one game's own, passed under its name to the library function the study calls. */
export interface WebField {
  readonly name: string;
  readonly label: string;
  /** A select's choices; a text field (left out of the options when empty) without them. */
  readonly choices?: readonly string[];
  readonly initial: string;
  readonly placeholder?: string;
  readonly help: string;
  /** Whether the field applies to the current settings (hidden and not passed on otherwise). */
  isRelevant(settings: { readonly players: number; readonly study: StudyName }): boolean;
}

/** What a study is given while it runs. */
export interface StudyHooks {
  readonly signal: AbortSignal;
  /** `done` of `total` units (games; layers of the count for pegs). */
  onProgress(done: number, total: number, unit: string): void;
}

/** A finished study: its results drawn at once, and a line for the status. */
export interface StudyResult {
  view(width: number): HTMLElement;
  readonly summary: string;
}

/** A study of one game's own (L.A.M.A.'s tournament, fairness and ladder; peg solitaire's count). */
export interface WebStudy {
  /** Its name in the Study select. */
  readonly label: string;
  /** The shared fields it uses; the others are hidden and not passed on. */
  readonly fields: readonly SharedField[];
  /** Runs it with the options its check made (WebGame.checks, or the shared check). */
  run(options: SimulateOptions, hooks: StudyHooks): Promise<StudyResult>;
}

/** What a game's check of its fields is given (check.ts has checked the game, the study, the board,
 *  the workers and, where the study uses them, the seed, the die and the games). */
export interface StudyCheck {
  readonly study: StudyName;
  /** The page's fields as typed. */
  readonly state: PageState;
  /** The board alone: the preset, or the board in the editor. */
  readonly source: ConfigSource;
  /** Whether the board passed its check (its problems are filed already). */
  readonly boardOk: boolean;
  /** The Web Workers asked for, as the option `threads` (none when the field is empty or unused). */
  readonly onWorkers: { readonly threads?: string };
  /** The games, seed, workers and die, as the options of a seeded study. */
  readonly run: Readonly<Record<string, unknown>>;
  /** The game's own fields that apply with `players` players, by name (empty ones left out). */
  own(players: number): Record<string, string>;
  /** Runs `check`, filing a BoardsimError's issues under `field` (or under the fields they name);
   *  true if it passed. */
  collect(field: string | undefined, check: () => void): boolean;
}

/** Everything the page knows about one game beyond the library's GameDefinition. */
export interface WebGame {
  /** Its name in the Game select (its GameDefinition's title). */
  readonly title: string;
  /** Each preset's name for people, by preset name (the CLI's descriptions cite the seeds). */
  readonly presetLabels: Readonly<Record<string, string>>;
  /** The most players the Players field takes. */
  readonly maxPlayers: number;
  /** The players a simulation starts from. */
  readonly initialPlayers: number;
  /** What the board editor holds, for the help text. */
  readonly boardHelp: string;
  /** Its own form fields, after the shared ones. */
  readonly fields: readonly WebField[];
  /** What can be run, the first by default: the page's studies and the game's own, by name. */
  readonly studies: readonly StudyName[];
  /** The studies of its own, by name (each listed in `studies` too). */
  readonly ownStudies?: Readonly<Record<StudyName, WebStudy>>;
  /** Where a study of the page's uses other shared fields than STUDY_FIELDS (games.ts) says. */
  readonly studyFields?: Readonly<Record<StudyName, readonly SharedField[]>>;
  /** Where a study starts from other games or players than the game's simulation (a million games,
   *  initialPlayers): the studies that play more per game play fewer. */
  readonly studyDefaults?: Readonly<
    Record<StudyName, { readonly games?: string; readonly players?: string }>
  >;
  /** Studies its old links name that another entry of the page now runs, and that entry's name
   *  (`game=` of the link). */
  readonly movedStudies?: Readonly<Record<StudyName, string>>;
  /** The options of a study it checks itself, by study; the others get the shared check (players,
   *  the game's own fields, an analysis's variants). Problems go through `check.collect`. */
  readonly checks?: Readonly<Record<StudyName, (check: StudyCheck) => Record<string, unknown>>>;
  /** The board `source` describes, drawn before a run, titled `title`; undefined for a game with
   *  none worth a picture. Throws the BoardsimError of a bad board. */
  boardView?(source: ConfigSource, title: string): HTMLElement | undefined;
  /** Variant `j`'s drawings and tables of this game's own in an analysis, after the shared ones;
   *  `title` is its board's name for people. */
  analysisDetails?(report: AnalyzeReport, j: number, title: string): HTMLElement[];
  /** Starts the Web Worker an analysis runs in, for a game whose analysis needs its own (peg
   *  solitaire: the count's part workers nested in it), and says how its own progress shows. */
  analysisWorker?(options: SimulateOptions, hooks: StudyHooks): AnalysisWorker;
  /** Work a study needs done before it runs, off the page's thread (a table a player plays from,
   *  computed once per visit), its progress through `hooks` and what it does through `say`; Cancel
   *  ends it. */
  beforeRun?(options: SimulateOptions, hooks: StudyHooks, say: (text: string) => void): Promise<void>;
}

/** An analysis's own Web Worker (analyze-messages.ts: its messages), and its progress of the game's
 *  own (any progress but the games played). */
export interface AnalysisWorker {
  readonly worker: Worker;
  onProgress(progress: unknown): void;
}
