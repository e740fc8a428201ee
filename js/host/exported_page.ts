// The entry of the loader export_html inlines in a notebook's web page (exported.ts does the work):
// it draws the page's war_widget views once the page is parsed (an inline module script runs then)
// and says on <body data-war-widgets> how many it drew.
import { drawAll, STATE_TYPE } from "./exported";

if (document.querySelector(`script[type="${STATE_TYPE}"]`)) {
  void drawAll(document).then((n) => (document.body.dataset.warWidgets = String(n)));
}
