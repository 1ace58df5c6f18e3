// A statement draft's link with the server while the owner writes: the version its text is
// based on (every save names it, so a save over a newer one is refused instead of overwriting
// it) and the autosave of its texts (admin/lib/autosave.ts, the blog's too). One per editor.
import { Autosaver, type AutosaveState } from "../../lib/autosave";
import type { Statement, StatementTexts, useStatementWrites } from "./api";

type Writes = ReturnType<typeof useStatementWrites>;

export const textsOf = ({ title, course, studies, outside }: Statement): StatementTexts => ({
  title,
  course: course ?? "",
  studies: studies ?? "",
  outside: outside ?? "",
});

export class StatementSession {
  version: number;
  readonly autosaver: Autosaver<StatementTexts>;

  constructor(
    private readonly statementId: string,
    opened: Statement,
    private writes: Writes,
    onState: (state: AutosaveState) => void,
    delayMs: number,
  ) {
    this.version = opened.version;
    this.autosaver = new Autosaver<StatementTexts>({
      save: async (texts) => {
        const saved = await this.writes.autosave(this.statementId, texts, this.version);
        this.version = saved.version;
      },
      onState,
      delayMs,
    });
    this.autosaver.baseline(textsOf(opened));
  }

  /** The requests of the editor's latest render. */
  setWrites(writes: Writes): void {
    this.writes = writes;
  }

  /** Put `revisionId`'s texts back (a new save over this version): the texts it restored. */
  async restore(revisionId: string): Promise<StatementTexts> {
    const restored = await this.writes.restoreRevision(this.statementId, revisionId, this.version);
    this.version = restored.version;
    this.autosaver.baseline(textsOf(restored));
    return textsOf(restored);
  }

  /** 'Save a version': the text the server has, kept as a save. */
  async keepVersion(): Promise<void> {
    const saved = await this.writes.update(this.statementId, { version: this.version });
    this.version = saved.version;
  }
}
