/**
 * Steps that follow one another, drawn as a flow chart: an ordered list (so the order is in the markup, not
 * only in the arrows), each step numbered and joined to the next by an arrow.
 */
export function ProcessFlow({ label, steps }: { label: string; steps: readonly { title: string; text?: string }[] }) {
  return (
    <ol className="process-flow" aria-label={label} role="list">
      {steps.map((step, index) => (
        <li key={step.title} className="process-flow__step">
          <span className="process-flow__number" aria-hidden="true">{index + 1}</span>
          <p className="process-flow__title">{step.title}</p>
          {step.text ? <p className="process-flow__text">{step.text}</p> : null}
        </li>
      ))}
    </ol>
  );
}
