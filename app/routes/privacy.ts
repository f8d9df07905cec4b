import { redirect } from "react-router";

/** `/privacy` is where people guess the privacy policy: send them to it, for good. */
export function loader() {
  return redirect("/privacy-policy", 301);
}
