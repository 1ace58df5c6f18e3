// The privacy policy's account of the protections the site gives its young owner and the people
// who write to it (issue 16), in plain words. Each paragraph says what the server does: the
// README's "Protections for a young owner" names the code and the tests behind it.
import type { ReactNode } from "react";

function Protection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
      <div className="mt-2 space-y-2">{children}</div>
    </div>
  );
}

export function ProtectionsSection({ owner }: { owner: string }) {
  return (
    <div className="grid gap-4">
      <Protection title="Checking for personal details before publishing">
        <p>
          Before anything is published, the site checks the text, captions, picture descriptions and
          file names for personal details: phone numbers, e-mail addresses, postcodes, dates of
          birth, street addresses, and a private list of words {owner} chooses (such as a school or
          a home town). {owner} is shown what was found and asked before publishing. The check runs
          on this site only: nothing is sent anywhere. When a photo is uploaded, {owner} is told if
          it carried a location; the copy the site keeps never does.
        </p>
      </Protection>
      <Protection title="A pseudonym">
        <p>
          {owner} can choose to appear under a pseudonym. Then the full name is not shown anywhere
          the site speaks: not on its pages, not in the previews shown when a link is shared, not in
          what search engines read, not in the blog&apos;s feed and not in any e-mail the site
          sends.
        </p>
      </Protection>
      <Protection title="Testimonials with an invitation link">
        <p>
          When {owner} asks you for a testimonial, the e-mail holds a link made only for you. It
          works once and for 30 days. A testimonial sent through it is shown as &quot;Verified&quot;
          with your relationship (for example &quot;Verified · Teacher&quot;); your e-mail address
          is never shown. You then get one e-mail confirming it, with a link to withdraw it at any
          time: withdrawing deletes it from the site at once.
        </p>
        <p>
          The address the invitation went to is deleted 30 days after it was sent. After that only
          your name and relationship are kept with your testimonial, for as long as it exists.
          Testimonials sent without an invitation never involve an e-mail address.
        </p>
      </Protection>
      <Protection title="Private share links">
        <p>
          {owner} may show a piece of unpublished work to one person, such as a teacher or a parent,
          with a private link. Only that link opens it; it stops working after the days chosen (two
          weeks unless chosen otherwise) and can be turned off at any time. Search engines are told
          not to list it. When it is opened, the site adds one to a count and notes the time,
          nothing about who opened it. A link is deleted 30 days after it stops working.
        </p>
      </Protection>
      <Protection title="A parent's or guardian's eye">
        <p>
          {owner}&apos;s parent or guardian may get a weekly summary of the site: what was
          published, how many messages and testimonials arrived (numbers only, never who sent them
          or what they said) and which private links were made.
        </p>
        <p>
          If guardian approval is on and you tell us you are under 13, your message or testimonial
          is kept but not shown to {owner} until the guardian approves it. The guardian sees your
          first name and what you wrote, never your e-mail address. If they decline, or do not
          answer within 30 days, what you sent is deleted.
        </p>
      </Protection>
      <Protection title="A safer inbox">
        <p>
          {owner} can block an e-mail address. Later messages from it, and testimonials sent through
          an invitation to it, are not kept and not passed on: the sender sees the usual thank-you,
          and {owner} sees only how many were dropped. The site keeps the blocked address itself (in
          lower case) and that count, nothing else, until {owner} unblocks it.
        </p>
        <p>
          Links in messages and testimonials are never clickable for {owner}: the panel shows them
          as plain text, and the site&apos;s e-mails write them so that no mail program turns them
          into links (example.com becomes example[.]com).
        </p>
        <p>
          {owner} may show a message or testimonial to their parent or guardian (&quot;Show my
          guardian&quot;): the guardian is e-mailed what you wrote, your name and a note from{" "}
          {owner}, never your e-mail address. The site notes only that it was shown, and when.
        </p>
      </Protection>
    </div>
  );
}
