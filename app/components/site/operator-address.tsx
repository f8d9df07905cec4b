import type { Operator } from "../../domain/site/site-facts.ts";

/** The operator's postal address, as configured. */
export function OperatorAddress({ operator }: { operator: Pick<Operator, "name" | "street" | "city" | "country"> }) {
  return (
    <address className="operator-address">
      {operator.name}
      <br />
      {operator.street}
      <br />
      {operator.city}
      <br />
      {operator.country}
    </address>
  );
}
