const RICH_TEXT_CSS = `
.campaign-rich-text{color:#334155;line-height:1.6;overflow-wrap:anywhere}
.campaign-rich-text>:first-child{margin-top:0}
.campaign-rich-text>:last-child{margin-bottom:0}
.campaign-rich-text p{margin:0 0 .75em}
.campaign-rich-text h1,.campaign-rich-text h2,.campaign-rich-text h3{margin:.75em 0 .4em;line-height:1.3;color:#0f172a}
.campaign-rich-text h1{font-size:1.4em}.campaign-rich-text h2{font-size:1.25em}.campaign-rich-text h3{font-size:1.1em}
.campaign-rich-text ul,.campaign-rich-text ol{margin:0 0 .75em;padding-left:1.4em}
.campaign-rich-text img{max-width:100%;height:auto}
`;

/**
 * Rich text written in the campaign editor, rendered as HTML. The campaign service sanitises it when it is
 * saved (an allow-list of tags and attributes), which is what makes `dangerouslySetInnerHTML` safe here.
 */
export function RichText({ html }: { html: string }) {
  return (
    <>
      <style>{RICH_TEXT_CSS}</style>
      <div className="campaign-rich-text" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
