import type { ContentProblem } from "./content-problems";
import { unrevisedEvents } from "./ir-event-revisions";
import type { BoardMember, FinancialStatements, IrEvent, ShareholderTable } from "./schemas";

/** The investor-relations files, each parsed by its own schema, and the management team they name. */
export type IrFiles = {
  financials: FinancialStatements;
  shareholders: ShareholderTable;
  board: readonly BoardMember[];
  events: readonly IrEvent[];
  leadership: { team: readonly { id: string; name: Record<string, string> }[] };
};

/** The shareholders' base date is a fiscal year's end, and that year's paid-in capital is the shares issued at par. */
function capitalProblems({ shareholders, financials }: IrFiles): ContentProblem[] {
  const baseYear = Number(shareholders.baseDate.slice(0, 4));
  const yearIndex = financials.years.findIndex((entry) => entry.year === baseYear);
  if (!shareholders.baseDate.endsWith("-12-31") || yearIndex === -1) {
    const rule = "must be the last day of a fiscal year that content/ir/financials.json shows";
    return [{ file: "content/ir/shareholders.json", field: "baseDate", value: JSON.stringify(shareholders.baseDate), rule }];
  }
  const sharesIssued = shareholders.categories.reduce((sum, category) => sum + category.common + category.preferred, 0);
  const paidInCapital = financials.years[yearIndex]!.balanceSheet.paidInCapital;
  if (paidInCapital * 1_000_000 === sharesIssued * shareholders.parValueWon) return [];
  const rule = `must equal the ${sharesIssued} shares issued × KRW ${shareholders.parValueWon} par value (content/ir/shareholders.json), in KRW million, for FY${baseYear}`;
  return [{ file: "content/ir/financials.json", field: `years[${yearIndex}].balanceSheet.paidInCapital`, value: String(paidInCapital), rule }];
}

type Team = IrFiles["leadership"]["team"];

/**
 * The executive directors of the board who are not on the management team (content/leadership.json) under the same
 * name in every language, with their place on the board. The content editor refuses a leadership page that makes one.
 */
export function executivesOffTheTeam(board: readonly BoardMember[], team: Team) {
  return board.flatMap((member, index) => {
    if (member.level !== "executive") return [];
    const manager = team.find((candidate) => candidate.id === member.id);
    return manager && JSON.stringify(manager.name) === JSON.stringify(member.name) ? [] : [{ member, index, onTeam: manager !== undefined }];
  });
}

function executiveDirectorProblems({ board, leadership }: IrFiles): ContentProblem[] {
  return executivesOffTheTeam(board, leadership.team).map(({ member, index, onTeam }) => ({
    file: "content/ir/board.json",
    field: `[${index}].name`,
    value: JSON.stringify(member.name),
    rule: onTeam ? "must be the name content/leadership.json gives this person, in every language" : `names ${member.id}, who is not on the management team in content/leadership.json`,
  }));
}

/** Checks that span the investor-relations files; the schemas check each file on its own. */
export const irCrossFileProblems = (files: IrFiles): ContentProblem[] => [...capitalProblems(files), ...executiveDirectorProblems(files), ...unrevisedEvents(files.events)];
