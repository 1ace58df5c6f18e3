"""Markdown written to carry a script: raw HTML, dangerous link and image addresses (with
entities, whitespace, control characters and case to hide the scheme), attribute injection
through titles and alt texts, SVG, iframes, autolinks, reference-style links and footnotes.
tests/core/test_rich_text.py checks the renderer's output of each; tests/e2e/test_xss_corpus.py
renders them in Chromium on the public page and in the editor's preview."""

SVG_DATA = "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+"
HTML_DATA = "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="

PAYLOADS = [
    # Raw HTML, inline and as blocks.
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    '<img src="/media/gallery/a-480w.webp" onerror="alert(1)">',
    "<svg onload=alert(1)><circle r=1 /></svg>",
    "<svg><script>alert(1)</script></svg>",
    '<iframe src="javascript:alert(1)"></iframe>',
    "<iframe srcdoc='<script>alert(1)</script>'></iframe>",
    '<a href="javascript:alert(1)">click</a>',
    "<details open ontoggle=alert(1)>x</details>",
    '<div onmouseover="alert(1)">\n\nhover\n\n</div>',
    '<style>@import "javascript:alert(1)";</style>',
    "<object data=javascript:alert(1)></object>",
    '<form action="javascript:alert(1)"><button>go</button></form>',
    "<!-- <script>alert(1)</script> -->",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    # Links whose address hides a script scheme.
    "[a](javascript:alert(1))",
    "[a](JaVaScRiPt:alert(1))",
    "[a](javascript&#58;alert(1))",
    "[a](&#106;avascript:alert(1))",
    "[a](&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1))",
    "[a](java&#x09;script:alert(1))",
    "[a](java&#10;script:alert(1))",
    "[a](<java script:alert(1)>)",
    "[a]( javascript:alert(1))",
    "[a](\x01javascript:alert(1))",
    "[a](%6Aavascript:alert(1))",
    "[a](vbscript:msgbox(1))",
    "[a](VBScript:msgbox(1))",
    f"[a]({HTML_DATA})",
    "[a](data:text/html,<script>alert(1)</script>)",
    "[a](file:///etc/passwd)",
    '[a](/ok "t\\" onmouseover=\\"alert(1)")',
    '[a](#" onclick="alert(1))',
    # Images: other sites, scripts, data and SVG, attribute injection.
    "![i](javascript:alert(1))",
    "![i](JAVASCRIPT:alert(1))",
    f"![i]({SVG_DATA})",
    "![i](data:image/png;base64,iVBORw0KGgo=)",
    "![i](https://evil.example/x.png)",
    "![i](//evil.example/x.png)",
    '![i](/media/gallery/a-480w.webp "t\\" onerror=\\"alert(1)")',
    '![x" onerror="alert(1)](/media/gallery/a-480w.webp)',
    "![<img src=x onerror=alert(1)>](/media/gallery/a-480w.webp)",
    "![i](/media/../../etc/passwd)",
    # Autolinks.
    "<javascript:alert(1)>",
    "<JAVASCRIPT:alert(1)>",
    "<vbscript:msgbox(1)>",
    f"<{HTML_DATA}>",
    '<https://example.com/" onmouseover="alert(1)>',
    # Reference-style links and images.
    "[a][r]\n\n[r]: javascript:alert(1)",
    "[a][r]\n\n[r]: <javascript:alert(1)>",
    '[a][r]\n\n[r]: /ok "t\\" onclick=\\"alert(1)"',
    "![i][p]\n\n[p]: javascript:alert(1)",
    f"![i][p]\n\n[p]: {SVG_DATA}",
    # Footnotes: labels and ids.
    "x[^a]\n\n[^a]: <script>alert(1)</script>",
    'x[^a" onclick="alert(1)]\n\n[^a" onclick="alert(1)]: note',
    "x[^<img src=x onerror=alert(1)>]\n\n[^<img src=x onerror=alert(1)>]: note",
    "x[^1]\n\n[^1]: [b](javascript:alert(1))",
    # Tables, code and emphasis around hostile HTML.
    "| a |\n|---|\n| <img src=x onerror=alert(1)> |",
    "```html\n<script>alert(1)</script>\n```",
    "`<script>alert(1)</script>`",
    "**<img src=x onerror=alert(1)>**",
    "~~<svg onload=alert(1)>~~",
    "# <img src=x onerror=alert(1)>",
    "> <iframe src=javascript:alert(1)>",
]
