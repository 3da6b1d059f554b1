import type { ReactNode } from "react";

const maxChoices = 4;

/**
 * One of several, chosen with radio buttons and shown by CSS (tailwind.css, `.choice-group`): a selection that
 * works the same with or without JavaScript, keyboard included.
 */
export function ChoiceGroup<T>({
  name,
  legend,
  items,
  defaultIndex,
  renderChoice,
  renderPanel,
  layout,
}: {
  name: string;
  legend: string;
  items: readonly T[];
  defaultIndex: number;
  renderChoice: (item: T, index: number) => ReactNode;
  renderPanel: (item: T, index: number) => ReactNode;
  layout: "panel-first" | "choices-first";
}) {
  if (items.length > maxChoices) throw new Error(`a choice group holds at most ${maxChoices} items (tailwind.css has a rule for each)`);
  const choices = (
    <fieldset className="choice-list">
      <legend className="sr-only">{legend}</legend>
      {items.map((item, index) => (
        <div key={index} className="choice">
          <input type="radio" className="choice-input" name={name} id={`${name}-${index}`} value={index} defaultChecked={index === defaultIndex} />
          <label htmlFor={`${name}-${index}`} className="choice-label">
            {renderChoice(item, index)}
          </label>
        </div>
      ))}
    </fieldset>
  );
  const panels = (
    <div className="choice-panels">
      {items.map((item, index) => (
        <div key={index} className="choice-panel" data-choice-panel={index}>
          {renderPanel(item, index)}
        </div>
      ))}
    </div>
  );
  return (
    <div className={`choice-group choice-group--${layout}`} data-choice-group={name}>
      {layout === "panel-first" ? (
        <>
          {panels}
          {choices}
        </>
      ) : (
        <>
          {choices}
          {panels}
        </>
      )}
    </div>
  );
}
