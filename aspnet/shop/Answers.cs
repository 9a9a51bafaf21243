// The page methods' requests and answers, with the spec's field names (shared/api/types.ts), as a shop's C# has
// them: money as decimal (the serializer writes its scale, 19.90), an absent old price as decimal? (null), lists
// and strings that may be empty.
using System.Collections.Generic;

namespace ReferenceShop
{
	public class GetOptionsRequest
	{
		public List<int> dicts { get; set; }
		public int pid { get; set; }
	}

	public class ProductState
	{
		public string Text { get; set; }
		public string ColorHex { get; set; }
		public string Description { get; set; }
		public int DaysAvailability { get; set; }
	}

	public class ProductOptionResponse
	{
		public int OptionId { get; set; }
		public string HtmlResponse { get; set; }
		public string SKU { get; set; }
		public string EAN { get; set; }
		public decimal PriceGross { get; set; }
		public decimal? OldPriceGross { get; set; }
		public int DiscountRate { get; set; }
		public string ProductName { get; set; }
		public List<string> Images { get; set; }
		public bool CartEnabled { get; set; }
		public ProductState ProductState { get; set; }
	}

	public class AddCartAddon
	{
		public string key { get; set; }
		public string value { get; set; }
	}

	public class AddCartRequest
	{
		public int Amount { get; set; }
		public int ProductId { get; set; }
		public int OptionId { get; set; }
		public List<AddCartAddon> addons { get; set; }
	}

	public class AddCartResponse
	{
		public string RedirectToUrl { get; set; }
		public string ProductUrl { get; set; }
		public string HtmlResponse { get; set; }
		public decimal PriceGross { get; set; }
		public int ProductId { get; set; }
		public string ProductName { get; set; }
		public string DataLayerItemJSON { get; set; }
	}
}
