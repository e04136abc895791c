import { PersonPortrait, type PortraitImage } from "./person-portrait";

export type TeamMember = { id: string; name: string; position: string; responsibility: string; career: string[]; initials: string; portrait?: PortraitImage };

/** The management team's cards, each with the person's portrait (or its drawn stand-in), role, remit and career. */
export function LeadershipTeam({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul className="card-grid">
      {members.map((member) => (
        <li key={member.id} className="card card--person">
          <PersonPortrait id={member.id} initials={member.initials} image={member.portrait} />
          <p className="card__eyebrow">{member.position}</p>
          <h3 className="card__title">{member.name}</h3>
          <p>{member.responsibility}</p>
          <ul className="fact-list">{member.career.map((line) => <li key={line}>{line}</li>)}</ul>
        </li>
      ))}
    </ul>
  );
}
