/**
 * VTEX's own example 'Get order' answer, trimmed: from the public repository vtex/openapi-schemas, file
 * 'VTEX - Orders API.json', path GET /api/oms/pvt/orders/{orderId}, response 200, application/json `example`.
 * Kept: the fields the connector reads and their neighbours, values exactly as VTEX wrote them (its single package is of
 * type 'Input', a return's invoice; its package item has price 0 and the item sellingPrice 990). Dropped: assembly
 * options, embedded invoice XML, logistics SLAs, marketing and the other blocks the connector never reads.
 */
export const VTEX_EXAMPLE_ORDER: Readonly<Record<string, unknown>> = {
  "orderId": "1172452900788-01",
  "sequence": "502556",
  "marketplaceOrderId": "1172452900788-01",
  "origin": "Marketplace",
  "affiliateId": "GHB",
  "salesChannel": "1",
  "status": "handling",
  "statusDescription": "Preparando Entrega",
  "value": 1160,
  "creationDate": "2024-02-04T20:09:43.899958+00:00",
  "lastChange": "2024-02-06T20:46:11.7010747+00:00",
  "orderGroup": "1415461749731",
  "totals": [
    {
      "id": "Items",
      "name": "Total dos Itens",
      "value": 99
    },
    {
      "id": "Discounts",
      "name": "Total dos Descontos",
      "value": 0
    },
    {
      "id": "Shipping",
      "name": "Total do Frete",
      "value": 300
    },
    {
      "id": "Tax",
      "name": "Total da Taxa",
      "value": 0
    }
  ],
  "items": [
    {
      "uniqueId": "94913BB553334977BFD669A24E678C69",
      "id": "18",
      "productId": "6",
      "ean": "3256873",
      "quantity": 1,
      "seller": "1",
      "name": "Bay Max L",
      "refId": "BIGBML",
      "price": 990,
      "listPrice": 1990,
      "imageUrl": "https://luxstore.img.com.br/ids/155392-55-55/KOI.jpg?v=6359184022286",
      "detailUrl": "/bay-max-9429485/p",
      "sellingPrice": 990,
      "isGift": false,
      "measurementUnit": "un",
      "unitMultiplier": 1.0,
      "priceDefinition": {
        "sellingPrices": [
          {
            "value": 990,
            "quantity": 1
          }
        ],
        "calculatedSellingPrice": 990,
        "total": 990,
        "reason": null
      }
    }
  ],
  "itemMetadata": {
    "Items": [
      {
        "Id": "18",
        "Seller": "1",
        "Name": "Cat food",
        "SkuName": "Cat food",
        "ProductId": "6",
        "RefId": "105",
        "Ean": "43673557",
        "ImageUrl": "http://store.vteximg.com.br/ids/155392-55-55/AlconKOI.jpg?v=635918402228600000",
        "DetailUrl": "/catfood/p"
      }
    ]
  },
  "clientProfileData": {
    "id": "clientProfile_6930",
    "email": "rodrigo.smith@email.com",
    "firstName": "Rodrigo",
    "lastName": "Smith",
    "documentType": "cpf",
    "document": "845.134.270-19",
    "phone": "+5561992227222",
    "corporateName": null,
    "tradeName": null,
    "corporateDocument": null,
    "stateInscription": null,
    "corporatePhone": null,
    "isCorporate": false,
    "userProfileId": "5660c55f-714d-4b14-88a7-b03e9bfbdd2y",
    "userProfileVersion": "b98d1d7b-4075-4d88-81e5-418d36b078g3",
    "customerClass": null,
    "customerCode": "933d29f5-c7c5-4d12-b0c8-c30079c33b21"
  },
  "shippingData": {
    "id": "shippingData",
    "address": {
      "addressType": "residential",
      "receiverName": "Rodrigo Smith",
      "addressId": "3206601248910",
      "versionId": "e9c3bec2-125d-4b96-a021-316c3aa9f14f",
      "entityId": "eabfb564-99d6-40d8-bd6c-bddbd4990aad",
      "postalCode": "22630-011",
      "city": "Rio de Janeiro",
      "state": "RJ",
      "country": "BRA",
      "street": "Avenida Lúcio Costa",
      "number": "126",
      "neighborhood": "Barra da Tijuca",
      "complement": "10",
      "reference": "apartment",
      "geoCoordinates": [
        -43.3373718,
        -23.0105873
      ]
    }
  },
  "paymentData": {
    "transactions": [
      {
        "isActive": true,
        "transactionId": "E4CFCEA1A2BF42AE9A3FAE8ED460CBFE",
        "merchantName": "luxstore",
        "payments": [
          {
            "id": "A536832D9B95439DB73A11558B6F2C2C",
            "paymentSystem": "2",
            "paymentSystemName": "Visa",
            "value": 3990,
            "installments": 1,
            "referenceValue": 3990,
            "group": "creditCard",
            "tid": "65738757",
            "dueDate": "12/29"
          }
        ]
      }
    ],
    "giftCards": []
  },
  "packageAttachment": {
    "packages": [
      {
        "items": [
          {
            "itemIndex": 0,
            "quantity": 1,
            "price": 0,
            "description": "001",
            "unitMultiplier": 0.0
          }
        ],
        "courier": "PAC Correios",
        "invoiceNumber": "24382",
        "invoiceValue": 1015,
        "invoiceUrl": "https://luxstore.com/invoices/24382.pdf",
        "issuanceDate": "2024-02-09T10:10:20.5322681+00:00",
        "trackingNumber": "TRK-48960684",
        "invoiceKey": "CFe35201100063960001504590006629690333214542150",
        "trackingUrl": "https://tracking.fastdelivery.com/track/146/TRK-48960684-01/24382",
        "type": "Input",
        "courierStatus": {
          "status": "ok",
          "finished": true,
          "deliveredDate": "2024-02-15T10:17:40.5322681+00:00",
          "data": [
            {
              "lastChange": "2024-02-15T10:17:40.5322681+00:00",
              "city": "Rio de Janeiro",
              "state": "RJ",
              "description": "Carrier received the package",
              "createDate": "2024-02-13T10:12:55.5322681+00:00"
            }
          ]
        }
      }
    ]
  }
};
