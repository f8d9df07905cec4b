import { useId } from "react";

export type FaqItem = { question: string; answer: string };

/** Questions as native disclosure widgets (<details>): keyboard- and screen-reader-ready, no JavaScript. */
export function Faq({ title, items }: { title: string; items: FaqItem[] }) {
  const id = useId();
  return (
    <section className="faq" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.map((item) => (
        <details key={item.question} className="faq-item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
