import { AnnouncementBoard } from "#app/components/announcement-board";
import { BoardList } from "#app/components/board-list";
import { IrEventList } from "#app/components/ir-calendar";
import { IrFinancials, IrShareholders } from "#app/components/ir-sections";
import type { IrPage } from "#app/content/investor-relations.server";

/** The investor relations page's sections that have no behaviour in the browser, for `keepRenderedSections`. */
export function irSections(ir: IrPage) {
  return {
    financials: <IrFinancials ir={ir} />,
    shareholders: <IrShareholders shareholders={ir.shareholders} />,
    board: <BoardList members={ir.board} />,
    announcements: <AnnouncementBoard items={ir.announcements} />,
    events: <IrEventList events={ir.events} />,
  };
}
