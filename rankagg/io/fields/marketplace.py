"""An online handmade-goods marketplace's seller-success team's and merchandisers' files (issue 45's eighty-ninth bar,
u89a_): Etsy's sold orders and listings downloads and its Open API v3 answers, Google Merchant Center's RSS feed,
Amazon's business reports, and the team's shop scorecards as typed.  (Shopify's products export is named with the
retail files; photos by their bytes.)  By decision a merchandiser's pick list (a name, a place, a listing's id and its
slug) and the jury's vote tally (a campaign, a listing's id, counts and a share) stay undeclared: they hold nothing of
this field's own, and a chess selection committee's ballot and a city committee's vote tally of the same forms had
been told them (u91a_committee_ballot_as_run, u92a_vote_tally_as_run); their refusals name the file and line."""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a scorecard's line: shop, ISO week, orders, conversion %, review average, score
_SCORECARD = (rf"{NAME_FIELD}[ \t]+\d{{4}}-W\d\d[ \t]+\d{{1,6}}[ \t]+\d{{1,3}}(?:\.\d{{1,2}})?[ \t]+"
              r"[0-5](?:\.\d{1,2})?[ \t]+(?:0|1|[01]?\.\d{1,4})[ \t]*")
MARKETPLACE = Field(
    team="an online handmade-goods marketplace's seller-success team and category merchandisers (u89a_)",
    advice="give each source's ranking of a category's, week's or campaign's listings (the sales, the favourites, "
           "the reviews, the merchandisers' picks) as a run, the page a query "
           "(category:home-living/ceramics/2026-w41) and each listing a document "
           "(listing:home-living/ceramics/1487203396), the score higher for the listing to feature first: 'PAGE Q0 "
           "LISTING RANK SCORE SOURCE'; the jury's verdicts are the qrels, 'PAGE 0 LISTING GRADE'",
    files=(
        FieldFile("Etsy's sold orders download (CSV: Sale Date, Order ID, Buyer User ID, Full Name, ..., Order Net, "
                  "...)",
                  "Sale Date,Order ID,Buyer User ID,Full Name,Order Value,Order Total,Order Net\n10/06/26,3412987705,"
                  "ab12cd,Maren Holt,56.00,66.98,64.85\n", 1,
                  columns=("Sale Date", "Buyer User ID", "Order Net")),
        FieldFile("Etsy's listings download (CSV: TITLE, DESCRIPTION, PRICE, CURRENCY_CODE, QUANTITY, TAGS, MATERIALS, "
                  "IMAGE1 to IMAGE10, the variations, SKU)",
                  "TITLE,DESCRIPTION,PRICE,CURRENCY_CODE,QUANTITY,TAGS,MATERIALS,IMAGE1,SKU\nSpeckled Mug,Wheel-thrown,"
                  "28.00,USD,14,\"pottery mug,stoneware\",stoneware,https://i.etsystatic.com/1/il.jpg,MUG-SPK-12\n", 1,
                  columns=("CURRENCY_CODE", "MATERIALS", "IMAGE1")),
        FieldFile("Etsy's Open API v3 listings answer (JSON: count, results with listing_id, shop_id, title, state, "
                  "num_favorers, price, views)",
                  '{"count":1,"results":[{"listing_id":1487203396,"user_id":612094873,"shop_id":28461337,"title":'
                  '"Speckled Stoneware Mug","state":"active","num_favorers":2317}]}\n', 1,
                  keys=("results", "count", "listing_id", "shop_id")),
        FieldFile("Google Merchant Center's product feed (RSS 2.0 in Google's namespace: items of g:id, g:title, "
                  "g:price, g:availability)",
                  '<?xml version="1.0"?>\n<rss xmlns:g="http://base.google.com/ns/1.0" version="2.0">\n<channel>\n'
                  "<item>\n<g:id>MUG-SPK-12-OAT</g:id>\n</item>\n</channel>\n</rss>\n", 2,
                  root="rss", marks=("http://base.google.com/ns/1.0",)),
        FieldFile("Amazon Seller Central's business report (CSV: (Parent) ASIN, (Child) ASIN, Title, SKU, Sessions, "
                  "Page Views, Units Ordered, Ordered Product Sales, ...)",
                  "(Parent) ASIN,(Child) ASIN,Title,SKU,Sessions - Total,Units Ordered\nB0DK7QX2M4,B0DK7R3N8P,Mug,"
                  'MUG-SPK-12-OAT,"1,284",61\n', 1, columns=("(Parent) ASIN", "(Child) ASIN")),
        FieldFile("a marketplace shop scorecard typed as text (shop, ISO week, orders, conversion, review average, "
                  "score; six fields a line that pass for a TREC run's)",
                  "KilnAndClay 2026-W41 148 3.2 4.9 0.91\nOpalAndOak 2026-W41 96 2.7 4.8 0.84\n", 1,
                  line=rf"\A{_SCORECARD}\r?\n{_SCORECARD}$", lookalike=True),
    ))
