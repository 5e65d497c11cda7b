// The embed code of each widget (D15), with a key filled in.

export interface WidgetSnippet {
  element: 'ppp-quote-form' | 'ppp-needs-assessment';
  title: string;
  scope: 'quotes:create' | 'assessments:create';
}

export const widgets: WidgetSnippet[] = [
  { element: 'ppp-quote-form', title: 'Formularz wyceny', scope: 'quotes:create' },
  { element: 'ppp-needs-assessment', title: 'Badanie potrzeb', scope: 'assessments:create' },
];

/** One script tag and one element (D15); `apiUrl` is where the product answers. */
export const embedSnippet = (widget: WidgetSnippet, apiUrl: string, key: string) =>
  `<script src="${apiUrl}/widgets.js" async></script>\n<${widget.element} api-key="${key}"></${widget.element}>`;

/** Whether a key with these permissions may run the widget. */
export const keyRunsWidget = (permissions: readonly string[], widget: WidgetSnippet) =>
  permissions.includes('*') || permissions.includes(widget.scope);
