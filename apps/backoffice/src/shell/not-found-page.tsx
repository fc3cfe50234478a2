import { Page } from "@casino/ui";
import { Link } from "react-router";

export function NotFoundPage() {
  return (
    <Page title="Page not found">
      <p>
        There is no such page in the back office. <Link to="/">Go to the start</Link>.
      </p>
    </Page>
  );
}
