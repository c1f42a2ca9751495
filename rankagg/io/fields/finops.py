"""A cloud FinOps team's files, its FinOps analysts', platform engineers' and finance partners' (issue 45's
hundred-and-sixth bar, u106b_): AWS's legacy Cost and Usage Report as CSV (as delivered, gzipped: the doors read a
gzipped file's inflated text; and its table read as a frame), FOCUS 1.0 cost and usage exports as Microsoft Cost
Management writes them, AWS Compute Optimizer's EC2 instance recommendations (as the AWS CLI prints them, and loaded
in Python), Azure Advisor's recommendations as its REST API answers them, OpenCost's allocation answers, Infracost's
JSON and table output, and the team's typed rating sheets and review vote tallies, which name a resource by its AWS
id (i-0abc123def4567890, vol-0f1e2d3c4b5a69788) or its ARN on every line.  (Outputs named .tf are the output names'
to refuse; .tfvars and the JSON baselines and manifests are refused by the older readers.)  An engineer's
typed ballot (engineer, review date, place, the resource's ARN, action) had been a SaTScan population file's, whose
covariates now hold no ':' or '/' (rankagg.io.fields.epidemiology); a ballot naming its resources by id alone
('mchen 2026-10-14 1 i-0abc123def4567890 rightsize') is still that older form's, which is asked first."""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: an AWS resource's id as the console and the CLI print it: its kind's prefix, then 8 hex digits (older resources)
#: or 17 (i-0abc123def4567890, vol-0f1e2d3c4b5a69788, nat-0a1b2c3d4e5f67890); a name alone is no token of the field's
_AWS_ID = (r"(?:i|vol|snap|eni|nat|ami|eipalloc|igw|vpce|subnet|vpc|sg|fs|lt)-(?:[0-9a-f]{17}|[0-9a-f]{8})"
           r"(?![\w.-])")
#: an ARN (arn:aws:rds:us-east-1:123456789012:db:analytics-replica): partition, service, region, account, resource
_ARN = r"arn:aws(?:-cn|-us-gov)?:[a-z0-9-]+:[a-z0-9-]*:(?:\d{12})?:[^\s]+"
_RESOURCE = rf"(?:{_AWS_ID}|{_ARN})"
#: a service's or an action's slug (payments-api, gp2-to-gp3); never a run's Q0 nor a qrels' 0 in a second field
_SLUG = r"(?!Q0[ \t])(?!0[ \t])[\w][\w.-]*"
#: a rating sheet's line: analyst, date, resource, service, action, projected monthly savings, risk, rating
_RATING = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_RESOURCE}[ \t]+{_SLUG}[ \t]+{_SLUG}[ \t]+\d+(?:\.\d{{1,2}})?"
           r"[ \t]+(?i:low|med|medium|high)[ \t]+\d(?:\.\d+)?[ \t]*\r?")
#: an engineer's ballot's line: engineer, review date, place (never a qrels' 0), resource, proposed action
_BALLOT = rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_RESOURCE}[ \t]+{_SLUG}[ \t]*\r?"
#: a vote tally's line: resource, service, the do-now, next-quarter and keep votes, the decision
_TALLY = (rf"{_RESOURCE}[ \t]+{_SLUG}(?:[ \t]+\d+){{3}}[ \t]+"
          r"(?i:do-now|next-quarter|keep|deferred|rejected)[ \t]*\r?")
#: Infracost's table (its default format): 'Project: ...', perhaps its module path, a blank line, then the header of
#: the Name, Monthly Qty, Unit and Monthly Cost columns (breakdown_terraform_directory.golden)
_INFRACOST_TABLE = (r"\A\ufeff?Project: [^\n]+\n(?:[^\n]*\n){0,3}?[ \t]*Name[ \t]+Monthly Qty[ \t]+Unit[ \t]+"
                    r"Monthly Cost[ \t]*\r?$")

_CUR_HEADER = ("identity/LineItemId,identity/TimeInterval,bill/InvoiceId,bill/InvoicingEntity,bill/BillingEntity,"
               "bill/BillType,bill/PayerAccountId,bill/BillingPeriodStartDate,bill/BillingPeriodEndDate,"
               "lineItem/UsageAccountId,lineItem/LineItemType,lineItem/UsageStartDate,lineItem/UsageEndDate,"
               "lineItem/ProductCode,lineItem/UsageType,lineItem/Operation,lineItem/AvailabilityZone,"
               "lineItem/ResourceId,lineItem/UsageAmount,lineItem/NormalizationFactor,"
               "lineItem/NormalizedUsageAmount,lineItem/CurrencyCode,lineItem/UnblendedRate,lineItem/UnblendedCost\n")
_CUR_ROW = ("rm7ubabfqxwsmmutpeljlwx6bfckcandfk4di77zjvspx36aohvq,2026-10-14T09:00:00Z/2026-10-14T10:00:00Z,,"
            "\"Amazon Web Services, Inc.\",AWS,Anniversary,210987654321,2026-10-01T00:00:00Z,2026-11-01T00:00:00Z,"
            "123456789012,Usage,2026-10-14T09:00:00Z,2026-10-14T10:00:00Z,AmazonEC2,BoxUsage:m5.2xlarge,"
            "RunInstances,us-east-1a,i-0abc123def4567890,1.0000000000,16,16.0000000000,USD,0.3840000000,"
            "0.3840000000\n")
_FOCUS_HEADER = ("BilledCost,BillingAccountId,BillingAccountName,BillingAccountType,BillingCurrency,BillingPeriodEnd,"
                 "BillingPeriodStart,ChargeCategory,ChargeClass,ChargeDescription,ChargeFrequency,ChargePeriodEnd,"
                 "ChargePeriodStart,CommitmentDiscountCategory,CommitmentDiscountId,CommitmentDiscountName,"
                 "CommitmentDiscountStatus,CommitmentDiscountType,ConsumedQuantity,ConsumedUnit,ContractedCost,"
                 "ContractedUnitPrice,EffectiveCost,InvoiceIssuerName,ListCost,ListUnitPrice\n")
_FOCUS_ROW = ("9.216,84512367,Contoso Retail EA,Billing Account,USD,2026-11-01T00:00:00Z,2026-10-01T00:00:00Z,Usage,,"
              "D8s v5,Usage-Based,2026-10-15T00:00:00Z,2026-10-14T00:00:00Z,,,,,,24,1 Hour,9.216,0.384,9.216,"
              "Microsoft,9.216,0.384\n")

FINOPS = Field(
    team="a cloud FinOps team, its FinOps analysts, platform engineers and finance partners (u106b_)",
    advice="give each source's ranking of an account's month's, a month's spend category's or a review's "
           "cost-saving recommendations (the projected monthly savings, the utilisation, the analysts' risk "
           "ratings, the team's votes) as a run, the account's month a query (account:2026-10/prod-payments) and "
           "each resource a document (res:payments-api/vol-0f1e2d3), the score higher for the change to make first: "
           "'ACCOUNT Q0 RESOURCE RANK SCORE SOURCE'; the review's decisions are the qrels, 'ACCOUNT 0 RESOURCE "
           "GRADE' (2 do now, 1 next quarter, 0 keep)",
    files=(
        # the legacy CUR's category/column names: identity/LineItemId and lineItem/UnblendedCost are in every report
        # whatever its options (resource ids, split cost allocation), bill/PayerAccountId in every one since 2017
        FieldFile("an AWS Cost and Usage Report (legacy CUR) as CSV, plain or gzipped as AWS delivers it "
                  "(report-name-1.csv.gz: identity/LineItemId, identity/TimeInterval, bill/..., lineItem/..., "
                  "product/..., pricing/..., resourceTags/..., a line item a row)",
                  _CUR_HEADER + _CUR_ROW, 1,
                  columns=("identity/LineItemId", "lineItem/UnblendedCost", "lineItem/UsageAccountId",
                           "bill/PayerAccountId")),
        # FOCUS's own column names (the FinOps Open Cost and Usage Specification), mandatory since 1.0
        FieldFile("a FOCUS cost and usage export (the FinOps Open Cost and Usage Specification's CSV, as Microsoft "
                  "Cost Management or AWS Data Exports write it: BilledCost, BillingAccountId, ..., "
                  "ChargePeriodStart, ..., EffectiveCost, ..., ResourceId, ServiceName, ..., a charge a row)",
                  _FOCUS_HEADER + _FOCUS_ROW, 1,
                  columns=("BilledCost", "EffectiveCost", "ChargePeriodStart", "BillingPeriodStart",
                           "BillingCurrency")),
        FieldFile("AWS Compute Optimizer's EC2 instance recommendations (JSON from get-ec2-instance-recommendations: "
                  "instanceRecommendations, each instanceArn, finding, findingReasonCodes, utilizationMetrics, "
                  "recommendationOptions with savingsOpportunity; errors)",
                  '{\n    "instanceRecommendations": [\n        {\n            "instanceArn": '
                  '"arn:aws:ec2:us-east-1:123456789012:instance/i-0abc123def4567890",\n            "accountId": '
                  '"123456789012",\n            "currentInstanceType": "m5.2xlarge",\n            "finding": '
                  '"OVER_PROVISIONED",\n            "utilizationMetrics": [],\n            "recommendationOptions": '
                  '[]\n        }\n    ],\n    "errors": []\n}\n', 1,
                  keys=("instanceRecommendations", "instanceArn", "finding", "utilizationMetrics",
                        "recommendationOptions")),
        # any Azure Resource Manager list answers {value: [{id, name, type, properties}]}: Advisor's own fields tell it
        FieldFile("Azure Advisor's recommendations (JSON from its REST API, Microsoft.Advisor/recommendations: value, "
                  "each id, name, type and properties of category, impact, impactedField, impactedValue, "
                  "shortDescription, extendedProperties)",
                  '{\n  "value": [\n    {\n      "id": "/subscriptions/9f2c4e1a-6b3d-4c8e-a7f0-2d5b8c1e9a43/'
                  'providers/Microsoft.Advisor/recommendations/6f1e3b2a-9c4d-4e7f-8a1b-2c3d4e5f6a7b",\n      "name": '
                  '"6f1e3b2a-9c4d-4e7f-8a1b-2c3d4e5f6a7b",\n      "properties": {\n        "category": "Cost",\n'
                  '        "impact": "High",\n        "impactedField": "Microsoft.Compute/virtualMachines",\n'
                  '        "impactedValue": "vm-payments-01"\n      },\n      "type": '
                  '"Microsoft.Advisor/recommendations"\n    }\n  ]\n}', 1,
                  keys=("value", "id", "properties", "type"),
                  marks=('"impactedField"', '"impactedValue"', "Microsoft.Advisor/recommendations")),
        # {"code", "data": [a set per step keyed by the aggregate]}: the allocations' own fields are two levels down,
        # under keys a team names (its namespaces), so they are asked as marks
        FieldFile("OpenCost's allocation answer (JSON from /allocation, as Kubecost serves it too: code, data of a "
                  "set per step keyed by the aggregate, each allocation's properties, window, cpuCoreHours, cpuCost, "
                  "ramByteHours, ramCost, pvCost, totalCost, totalEfficiency)",
                  '{"code":200,"data":[{"payments":{"name":"payments","properties":{"cluster":"prod-eks-use1",'
                  '"namespace":"payments"},"window":{"start":"2026-10-01T00:00:00Z","end":"2026-11-01T00:00:00Z"},'
                  '"cpuCoreHours":9300,"cpuCost":290.16,"ramByteHours":39943195852800,"ramCost":126.42,'
                  '"pvCost":8,"totalCost":444,"totalEfficiency":0.19781}}]}', 1,
                  keys=("data", "code"), marks=('"cpuCoreHours"', '"ramByteHours"', '"totalEfficiency"')),
        FieldFile("Infracost's JSON output (infracost breakdown --format json: version, currency, projects with "
                  "pastBreakdown, breakdown and diff of resources and their costComponents, totalHourlyCost, "
                  "totalMonthlyCost, timeGenerated)",
                  '{\n  "version": "0.2",\n  "currency": "USD",\n  "projects": [\n    {\n      "name": '
                  '"acme/platform-infra/envs/prod-payments",\n      "breakdown": {\n        "resources": [],\n'
                  '        "totalMonthlyCost": "697.77"\n      }\n    }\n  ],\n  "totalHourlyCost": '
                  '"0.95584931506849315",\n  "totalMonthlyCost": "697.77"\n}\n', 1,
                  keys=("projects", "totalMonthlyCost", "totalHourlyCost", "breakdown", "currency")),
        FieldFile("Infracost's table output (infracost breakdown's default format: Project:, the Name, Monthly Qty, "
                  "Unit and Monthly Cost columns, a tree of resources and their cost components, OVERALL TOTAL)",
                  "Project: acme/platform-infra/envs/prod-payments\n\n"
                  f" {'Name':<62} {'Monthly Qty':>11}  {'Unit':<27} {'Monthly Cost':>12} \n{'':118}\n"
                  f" {'aws_instance.payments_api':<62} {'':>11}  {'':<27} {'':>12} \n"
                  f" {'├─ Instance usage (Linux/UNIX, on-demand, m5.2xlarge)':<62} {'730':>11}  {'hours':<27} "
                  f"{'$280.32':>12} \n", 1,
                  line=_INFRACOST_TABLE),
        FieldFile("a FinOps analyst's rating sheet typed as text (analyst, date, the resource's AWS id or ARN, "
                  "service, proposed action, projected monthly savings, risk, rating)",
                  "okonkwo 2026-10-14 i-0abc123def4567890 payments-api rightsize 138.70 low 5\n"
                  "okonkwo 2026-10-14 i-07c9e41b2a3d5f678 checkout-web graviton 96.40 med 3\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("a FinOps engineer's ballot typed as text (engineer, review date, place, the resource's AWS id or "
                  "ARN, proposed action)",
                  "adeyemi 2026-10-14 1 arn:aws:ec2:eu-west-1:210987654321:instance/i-07c9e41b2a3d5f678 graviton\n"
                  "adeyemi 2026-10-14 2 arn:aws:rds:eu-west-1:210987654321:db:orders-replica delete\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        FieldFile("a FinOps review's vote tally typed as text (the resource's AWS id or ARN, service, do-now, "
                  "next-quarter and keep votes, decision)",
                  "i-0abc123def4567890 payments-api 6 1 0 do-now\ni-0d4e5f6a7b8c9d0e1 shared-ci 5 2 0 do-now\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
